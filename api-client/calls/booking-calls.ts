import { apiErrorFromBody } from '../api-error.ts';
import type { OpenPayLinkRequest, UpdateBookingRequest } from '../contract/booking.ts';
import type { BookingRequestInput, ConfirmVisitInput, UserBookingsRequest } from '../contract/my-bookings.ts';
import type { GuestCaller } from './guest-caller.ts';

/** The body fetch_booking answers for an unknown code (SPEC §7: "the string 404"). */
const isNotFoundBody = (body: unknown) => body === 404 || body === '404';

/** A booking under way by its code, and the guest's bookings with their requests. */
export function bookingCalls({ request, answer }: GuestCaller) {
  return {
    /** The booking, or null for an unknown code (the API's "404"). */
    async fetchBooking(code: string) {
      const { status, body } = await request('fetch_booking', { params: { code } }, [404]);
      if (status !== 404) return body;
      // A 404 of another shape is a missing route or a wrong base URL, not an unknown code.
      if (!isNotFoundBody(body)) throw apiErrorFromBody(status, body);
      return null;
    },
    /** The booking as it now is, with its personal fields. */
    updateBooking: (body: UpdateBookingRequest) => answer('update_booking', { body }),
    /** The restaurant's payment link: its secret makes the booking this guest's to pay. */
    openPayLink: (body: OpenPayLinkRequest) => answer('open_pay_link', { body }),
    getUserBookings: (body: UserBookingsRequest) => answer('get_user_bookings', { body }),
    bookingRequest: (body: BookingRequestInput) => answer('booking_request', { body }),
    confirmVisit: (body: ConfirmVisitInput) => answer('confirm_visit', { body }),
  };
}
