import { cacheChanged } from '../cache/cache-topics.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { maySeePersonal } from './booking-access.ts';
import { findBookingById } from './booking-repository.ts';
import { manageable } from './manage-link.ts';
import { readSettings } from '../repositories/settings-repository.ts';

/**
 * confirm_visit: the guest says they are coming, for a booking of theirs (a contact proved by
 * code, or its manage link opened) that is paid and not over. The first confirmation is kept;
 * tapping again answers the same instant. The staff's evening hears of it at once.
 */
export async function confirmVisit(db: Database, session: GuestSession | null, bookingId: number, managed: number[], now: Date): Promise<Date> {
  if (!session || (session.phones.length === 0 && session.emails.length === 0 && managed.length === 0)) {
    throw new AppError(403, 'contact_not_verified', 'Verify your phone or e-mail first.');
  }
  return db.transaction(async (tx) => {
    const found = await findBookingById(tx, bookingId, true);
    // Another guest's booking answers exactly like a missing one.
    if (!found || !(maySeePersonal(session, found) || managed.includes(found.id))) {
      throw new AppError(404, 'booking_not_found', 'There is no such booking among yours.');
    }
    if (!manageable(found, now, (await readSettings(tx)).dining_minutes)) throw new AppError(409, 'booking_not_upcoming', 'Only an upcoming paid booking can be confirmed.');
    const { rows } = await tx.query<{ visit_confirmed_at: Date }>(
      'update bookings set visit_confirmed_at = coalesce(visit_confirmed_at, $2) where id = $1 returning visit_confirmed_at',
      [found.id, now],
    );
    await cacheChanged(tx, ['bookings']);
    return rows[0]!.visit_confirmed_at;
  });
}
