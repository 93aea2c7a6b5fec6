/**
 * The one predicate, in SQL, for "this booking takes its seats at this moment": paid (upcoming, or
 * its evening come and marked) or a hold still live at `at`. `booking` is the bookings table's alias
 * in the query and `at` the parameter holding the moment, e.g. takesSeatsAt('b', '$3').
 */
export const takesSeatsAt = (booking: string, at: string) =>
  `(${booking}.status in ('pending', 'completed', 'no_show') or (${booking}.status = 'hold' and ${booking}.hold_expires_at > ${at}))`;
