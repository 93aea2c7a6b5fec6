import type { FastifyInstance } from 'fastify';
import { findGuests, keepGuestNotes } from '../../staff/guests.ts';
import { serve } from '../../plugins/serve.ts';

/** The guests staff look up, and the notes and tags they keep on them across visits. */
export async function staffGuestRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'staff_guests', async (request) => findGuests(app.db, request.query.search));
  serve(app, 'staff_guest_notes', async (request) => keepGuestNotes(app.db, request.params.id, request.body, request.staff!.actor, app.clock.now()));
}
