import type { Database } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { findBookingByCode } from '../bookings/booking-repository.ts';
import type { PartyInvite } from '../../api-client/contract/party.ts';
import { bookedBy, dinersOf, type PartyAsker } from './party-diners.ts';
import { partyDeadline, partyOpen, partyToken, partyUrl } from './party-link.ts';

/** What the party link is made from: the site's address and the app secret. */
export interface PartyLinkKeys {
  publicUrl: string;
  appSecret: string;
}

/**
 * party_invite: the party link of a booking of the asker's (started here, its contact proved, or its
 * manage link opened), with how many diners wrote in; another's booking answers like a missing one.
 */
export async function partyInvite(db: Database, asker: PartyAsker, code: string, keys: PartyLinkKeys): Promise<PartyInvite> {
  const booking = await findBookingByCode(db, code);
  if (!asker.session || !booking || !(await bookedBy(db, asker, booking))) throw new AppError(404, 'booking_not_found', 'There is no such booking among yours.');
  const allergyHours = (await readSettings(db)).allergy_notice_hours;
  if (!partyOpen(booking, asker.now, allergyHours)) {
    throw new AppError(410, 'party_closed', 'The party’s page has closed: the kitchen now plans the evening. Please call the restaurant about any allergy.');
  }
  const token = await partyToken(db, keys.appSecret, booking.id, asker.now);
  return {
    url: partyUrl(keys.publicUrl, token),
    pax: booking.pax,
    filled: (await dinersOf(db, [booking.id])).get(booking.id)?.length ?? 0,
    open_until: partyDeadline(booking, allergyHours).toISOString(),
  };
}
