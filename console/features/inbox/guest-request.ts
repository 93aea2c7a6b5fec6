/** A guest's request about their booking as the inbox lists it, with the booking it is about. */
export interface GuestRequest {
  id: number;
  type: 'change' | 'cancel';
  message: string;
  created_at: string;
  resolved_at: string | null;
  resolution: string | null;
  code: string;
  booking_date: string;
  timeslot: string;
  pax: number;
  status: string;
  first_name: string | null;
  last_name: string | null;
}
