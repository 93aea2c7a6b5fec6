-- A booking a session may manage because its guest opened the booking's signed link (from a
-- confirmation or reminder): the link's token is never stored, only what it granted.
create table session_bookings (
  session_id bigint not null references sessions(id) on delete cascade,
  booking_id integer not null references bookings(id) on delete cascade,
  granted_at timestamptz not null,
  primary key (session_id, booking_id)
);

-- The guest confirmed they are coming (a tap from the reminder's link); staff see it on the night.
alter table bookings add column visit_confirmed_at timestamptz;
