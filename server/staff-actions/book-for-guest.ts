import { randomBytes } from 'node:crypto';
import { loadMoment } from '../bookings/availability.ts';
import { payLinkHash, payLinkUrl } from '../bookings/pay-link.ts';
import { dayRefusal, partyRefusal, seatingRefusal } from '../bookings/booking-rules.ts';
import { eveningChanges, eveningKey } from '../bookings/evening-changes.ts';
import { placeForGuest } from '../bookings/transitions/place-for-guest.ts';
import type { Queryable } from '../db/database.ts';
import { refuse } from '../bookings/start-booking.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import { depositFen } from '../../api-client/rules/deposit.ts';
import type { BookedForGuest } from '../../api-client/contract/staff-actions.ts';
import { recordAudit } from '../staff/audit.ts';
import { tellGuestOf } from '../notices/event-notices.ts';
import type { BookingEventOf } from '../bookings/booking-events.ts';
import { guestCustomer, type GuestContact } from './guest-customer.ts';
import { seatingAt } from './seating-at.ts';
import { bookingFacts, findStaffBooking, type StaffBooking } from '../bookings/staff-booking.ts';
import type { StaffContext } from './staff-context.ts';
import { staffRefusal } from '../bookings/transition-refusals.ts';
import { roleAtLeast, WAIVE_DEPOSIT_ROLE } from '../../api-client/rules/staff-roles.ts';
import { RoleRefusal, whoCan } from '../lib/errors.ts';

export interface BookForGuestInput extends GuestContact {
  date: string;
  /** 'HH:mm' */
  time: string;
  party: number;
  /** The area ('counter', 'private'); the first with that time when absent. */
  area?: string;
  lang: 'en' | 'zh';
  /** Why no deposit is asked (audited); absent: a payment link holds the seats until paid. */
  waiveDeposit?: string;
  /** The guest's wishes, as the booking's notes. */
  notes?: string;
  note?: string;
}

/** The guest's rules, but for the online party limit and whether online booking is open (staff take larger parties). */
async function checkedRequest(context: StaffContext, input: BookForGuestInput) {
  const waived = input.waiveDeposit?.trim();
  if (input.waiveDeposit !== undefined && !roleAtLeast(context.role, WAIVE_DEPOSIT_ROLE)) {
    const words = `A ${context.role} cannot waive a deposit; ${whoCan(WAIVE_DEPOSIT_ROLE)}. Book with a payment link instead.`;
    throw new RoleRefusal(WAIVE_DEPOSIT_ROLE, 'deposit_waive_forbidden', words);
  }
  if (input.waiveDeposit !== undefined && !waived) throw staffRefusal('waive_reason_required', 'Say why the deposit is waived (--waive-deposit REASON).');
  const channels = confirmationChannels({ email: input.email, phone: input.phone ? `${input.phone.country} ${input.phone.number}` : null });
  if (!waived && channels.length === 0) {
    throw staffRefusal('contact_required', 'A payment link goes by e-mail or to a mainland mobile: give --email, a +86 mobile, or waive the deposit.');
  }
  const seating = await seatingAt(context.db, input.time, input.area);
  const { settings, moment } = await loadMoment(context.db, context.now, input.date, input.date);
  const day = dayRefusal(input.date, moment);
  if (day) throw refuse(day, { horizonDays: settings.horizon_days });
  const party = partyRefusal(seating, input.party, Number.MAX_SAFE_INTEGER);
  if (party) throw refuse(party, { seating });
  const timing = seatingRefusal(seating, input.date, moment);
  if (timing) throw refuse(timing, { seating });
  if ((await eveningChanges(context.db)).closedSeatings.has(eveningKey(seating.id, input.date))) throw refuse('not_enough_seats');
  return { waived, seating, settings };
}

type Checked = Awaited<ReturnType<typeof checkedRequest>>;

/** The payment link, or the confirmation when the deposit was waived, queued with the booking. */
function tellGuest(context: StaffContext, tx: Queryable, event: BookingEventOf<'booked_for_guest'>, booking: StaffBooking, settings: Checked['settings'], link: string | null) {
  const payLink = link ? { url: link, depositFen: depositFen(booking.price_fen, booking.pax), expiresAt: booking.hold_expires_at } : null;
  const manageUrl = context.manageLink?.(booking.id);
  return tellGuestOf(tx, { ...event, payLink, ...(manageUrl ? { manageUrl } : {}) }, booking, { now: context.now, host: context.host, settings });
}

/**
 * Waived, the booking is upcoming and confirmed at once; otherwise it is a hold for `pay_link_hours`
 * and the guest gets a payment link, the confirmation following the payment.
 */
export async function bookForGuest(context: StaffContext, input: BookForGuestInput, publicUrl: string): Promise<BookedForGuest> {
  const { waived, seating, settings } = await checkedRequest(context, input);
  const token = waived ? null : randomBytes(24).toString('base64url');
  const holdMinutes = waived ? settings.hold_minutes : settings.pay_link_hours * 60;
  return context.db.transaction(async (tx) => {
    const event = await placeForGuest(tx, { seatingId: seating.id, date: input.date }, seating.area.exclusive, {
      pax: input.party,
      status: waived ? 'pending' : 'hold',
      customerId: await guestCustomer(tx, input, context.now),
      country: input.phone?.country ?? null,
      phone: input.phone?.number ?? null,
      email: input.email ?? null,
      notes: input.notes ?? '',
      priceFen: settings.deposit_per_person_fen,
      holdMinutes,
      lang: input.lang,
      depositWaived: waived ?? null,
      payLinkHash: token && payLinkHash(token),
    }, context.now);
    const booking = (await findStaffBooking(tx, { id: event.bookingId }))!;
    const deposit = waived ? { waived } : { pay_link_hours: settings.pay_link_hours };
    await recordAudit(tx, { actor: context.actor, action: 'book', bookingId: booking.id, bookingCode: booking.code, after: { ...bookingFacts(booking), deposit }, note: input.note ?? '' }, context.now);
    const link = token ? payLinkUrl(publicUrl, booking.code, token) : null;
    return {
      code: booking.code,
      status: booking.status === 'hold' ? 'hold' : 'pending',
      date: booking.booking_date,
      time: booking.timeslot,
      pax: booking.pax,
      area: booking.area_code,
      deposit_fen: waived ? 0 : depositFen(booking.price_fen, booking.pax),
      deposit_waived: waived ?? null,
      pay_link: link,
      hold_expires_at: link ? booking.hold_expires_at : null,
      told: await tellGuest(context, tx, event, booking, settings, link),
    };
  });
}
