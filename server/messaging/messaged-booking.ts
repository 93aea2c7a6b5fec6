/** What every message to a booking's guest needs to know of the booking. */
export interface MessagedBooking {
  code: string;
  lang: 'en' | 'zh';
  booking_date: string;
  /** 'HH:mm' */
  timeslot: string;
  pax: number;
  /** The first of the party's seat numbers, when assigned (bookings/seat-numbers.ts). */
  first_seat?: number | null;
  gender: 'M' | 'F' | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** '86 13800138000': only mainland mobiles receive SMS. */
  phone: string | null;
}
