-- A hold finds the session's earlier live hold to give it up, and the evening's expired holds
-- whose seats go back: without these each hold read every booking ever made.
create index bookings_session on bookings (session_id) where session_id is not null;
create index bookings_releasable on bookings (booking_date, hold_expires_at) where status = 'hold' and not seats_released;
