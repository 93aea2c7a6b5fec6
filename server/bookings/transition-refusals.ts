import type { Money } from '../../api-client/contract/common.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Why a staff action was refused: a stable key (the console translates it) and a sentence the
 * command line prints as it is. Numbers and codes in the sentence come from the caller.
 */
export type StaffRefusalKey =
  | 'booking_not_found'
  | 'booking_not_active'
  | 'booking_changed'
  | 'booking_not_paid'
  | 'nothing_to_change'
  | 'too_early_to_mark'
  | 'too_late_to_unmark'
  | 'refund_too_large'
  | 'refund_not_possible'
  | 'request_not_found'
  | 'contact_required'
  | 'waive_reason_required'
  | 'walk_in_not_tonight'
  | 'walk_in_too_early'
  | 'walk_in_too_late'
  | 'seating_closed'
  | 'seats_taken'
  | 'seats_out_of_range'
  | 'seats_not_party'
  | 'seats_not_numbered';

const STATUS: Record<StaffRefusalKey, number> = {
  booking_not_found: 404,
  request_not_found: 404,
  booking_not_active: 409,
  booking_changed: 409,
  booking_not_paid: 409,
  nothing_to_change: 409,
  too_early_to_mark: 409,
  too_late_to_unmark: 409,
  refund_too_large: 422,
  refund_not_possible: 409,
  contact_required: 422,
  waive_reason_required: 422,
  walk_in_not_tonight: 422,
  walk_in_too_early: 409,
  walk_in_too_late: 409,
  seating_closed: 409,
  seats_taken: 409,
  seats_out_of_range: 422,
  seats_not_party: 422,
  seats_not_numbered: 409,
};

export function staffRefusal(key: StaffRefusalKey, message: string, max?: Money): AppError {
  return new AppError(STATUS[key], key, message, undefined, undefined, max);
}

export const bookingNotFound = (code: string) => staffRefusal('booking_not_found', `There is no booking ${code}.`);
