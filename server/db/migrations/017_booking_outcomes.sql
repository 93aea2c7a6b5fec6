-- How a booking ended, as staff mark it: a guest who never came is 'no_show' (beside 'completed'
-- and 'cancelled'); arrival is a moment, not a status, so an arrived booking stays 'pending'
-- (upcoming, seats taken) until it is completed. Widening the check keeps older code working.
alter table bookings drop constraint if exists bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('hold', 'pending', 'completed', 'cancelled', 'no_show'));
alter table bookings add column if not exists arrived_at timestamptz;
alter table bookings add column if not exists cancelled_at timestamptz;
-- Each change the guest is told of with a calendar file raises it (the event's SEQUENCE).
alter table bookings add column if not exists revision integer not null default 0;

-- What the restaurant did about a guest's request, and the words the guest was sent.
alter table booking_requests add column if not exists outcome text
  check (outcome in ('cancelled', 'moved', 'declined', 'noted'));
alter table booking_requests add column if not exists reply text;
