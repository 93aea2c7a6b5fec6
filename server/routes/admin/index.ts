import type { FastifyInstance } from 'fastify';
import { adminBackupRoutes } from './backup.ts';
import { adminBookingRoutes } from './bookings.ts';
import { adminBookingActionRoutes } from './booking-actions.ts';
import { adminContentRoutes } from './content.ts';
import { adminMessageRoutes } from './messages.ts';
import { adminWaitlistRoutes } from './waitlist.ts';
import { adminSeatingRoutes } from './seatings.ts';
import { adminSetupRoutes } from './setup.ts';
import { adminRestaurantRoutes } from './restaurant.ts';
import { adminSettingsRoutes } from './settings.ts';
import { adminTextRoutes } from './texts.ts';
import { adminClosureNoteRoutes } from './closure-notes.ts';
import { adminPhotoRoutes } from './photos.ts';
import { adminReportRoutes } from './reports.ts';

/** The restaurant's own calls (`npm run admin`): staff routes of the table, each with its role. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminSettingsRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminBookingActionRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminWaitlistRoutes);
  await app.register(adminSeatingRoutes);
  await app.register(adminSetupRoutes);
  await app.register(adminRestaurantRoutes);
  await app.register(adminBackupRoutes);
  await app.register(adminTextRoutes);
  await app.register(adminClosureNoteRoutes);
  await app.register(adminPhotoRoutes);
  await app.register(adminReportRoutes);
}
