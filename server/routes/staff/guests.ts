import type { FastifyInstance } from 'fastify';
import { findGuests, keepGuestNotes } from '../../staff/guests.ts';
import { guestVisits } from '../../staff/guest-visits.ts';
import { mergeGuests } from '../../staff/guest-merge.ts';
import { serve } from '../../plugins/serve.ts';

/** The guests staff look up, the notes, tags and allergies they keep on them, their visits, and merging two profiles of one person. */
export async function staffGuestRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'staff_guests', async (request) => findGuests(app.db, request.query.search));
  serve(app, 'staff_guest_notes', async (request) => keepGuestNotes(app.db, request.params.id, request.body, request.staff!.actor, app.clock.now()));
  serve(app, 'staff_guest_visits', async (request) => guestVisits(app.db, request.params.id));
  serve(app, 'staff_guest_merge', async (request) => mergeGuests(app.db, request.params.id, request.body.into, request.staff!.actor, app.clock.now()));
}
