import { randomBytes } from 'node:crypto';
import { payLinkHash, payLinkUrl } from '../bookings/pay-link.ts';
import { endByStart, seatingStartAt } from '../bookings/hold-end.ts';
import { endTopup, insertTopup, openTopup } from '../bookings/topups.ts';
import type { Queryable } from '../db/database.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import type { StaffBooking } from '../bookings/staff-booking.ts';
import type { StaffContext } from './staff-context.ts';
import { topupLinkNotice } from '../notices/topup-notices.ts';
import { noticeBooking, queueForGuest } from '../notices/tell-guest.ts';

export interface MoveDifference {
  /** The deposit the new party owes beyond what was paid; negative: paid beyond the smaller party. */
  differenceFen: number;
  /** The link sent to the guest for a larger party, when the booking's contacts can carry one. */
  link: { url: string; expiresAt: Date; told: Array<'email' | 'sms'> } | null;
}

/**
 * The paid party is the booking's, or the one an earlier unpaid link would have gone back to (that link
 * is replaced). Unless the deposit is waived, a larger party owes the difference, asked for by a link valid
 * `pay_link_hours`, and never past the seating's start.
 */
export async function moveDifference(
  tx: Queryable,
  context: StaffContext,
  before: StaffBooking,
  after: StaffBooking,
  settings: Pick<RestaurantSettings, 'pay_link_hours' | 'restaurant'>,
): Promise<MoveDifference> {
  const open = await openTopup(tx, before.id);
  if (open) await endTopup(tx, open.id, 'replaced', context.now);
  const paidPax = open?.pax_before ?? before.pax;
  const differenceFen = before.deposit_waived ? 0 : before.price_fen * (after.pax - paidPax);
  const guest = noticeBooking(after);
  if (differenceFen <= 0 || !context.publicUrl || confirmationChannels(guest).length === 0) return { differenceFen, link: null };

  const token = randomBytes(24).toString('base64url');
  const expiresAt = endByStart(new Date(context.now.getTime() + settings.pay_link_hours * 3_600_000), seatingStartAt(after.booking_date, after.timeslot));
  await insertTopup(tx, {
    booking_id: before.id,
    pax_before: paidPax,
    pax_after: after.pax,
    amount_fen: differenceFen,
    link_hash: payLinkHash(token),
    created_at: context.now,
    expires_at: expiresAt,
  });
  const url = payLinkUrl(context.publicUrl, before.code, token);
  const messages = topupLinkNotice(guest, { url, amountFen: differenceFen, paxBefore: paidPax, expiresAt }, settings.restaurant);
  return { differenceFen, link: { url, expiresAt, told: await queueForGuest(tx, context.now, before, 'pay_link', messages) } };
}
