import { BOOKING_STATUS_IDS, type Booking, type BookingSeating } from '../../api-client/contract/booking.ts';
import { isExpired, type BookingRecord } from './booking-repository.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';

export function seatingView(record: BookingRecord): BookingSeating {
  return {
    id: record.seating_id,
    timeslot: { id: record.timeslot_id, name: record.timeslot },
    area: { code: record.area_code, name_en: record.area_name_en, name_zh: record.area_name_zh },
  };
}

/** fetch_booking's answer; personal fields only when `personal` (see booking-access.ts). */
export function bookingView(record: BookingRecord, now: Date, personal: boolean, editable: boolean): Booking {
  const expired = isExpired(record, now);
  const view: Booking = {
    code: record.code,
    booking_date: record.booking_date,
    pax: record.pax,
    seating: seatingView(record),
    price: record.price_fen / 100,
    price_fen: record.price_fen,
    status_id: BOOKING_STATUS_IDS[record.status],
    status: { name: record.status },
    created_at: record.created_at.toISOString(),
    booking_time_limit: record.hold_minutes,
    hold_expires_at: record.hold_expires_at.toISOString(),
    revision: record.revision,
    expired,
    last_step: record.last_step,
    personal,
    editable: editable && record.status === 'hold' && !expired,
  };
  if (!personal) return view;
  return {
    ...view,
    customer_id: record.customer_id,
    country: record.country,
    phone: record.phone,
    email: record.email,
    notes: record.notes,
    food: record.food,
    occasion: record.occasion,
    // The rule the confirmation is sent by, with the contacts payment-settlement.ts sends to.
    confirmation_channels: confirmationChannels({
      email: record.email ?? record.customer_email,
      phone: record.country && record.phone ? `${record.country} ${record.phone}` : record.customer_phone,
    }),
    customer:
      record.customer_id !== null
        ? {
            id: record.customer_id,
            gender: record.customer_gender,
            first_name: record.customer_first_name ?? '',
            last_name: record.customer_last_name ?? '',
          }
        : null,
  };
}
