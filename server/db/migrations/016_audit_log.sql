-- What staff did to the restaurant's book: one row per action (cancel, move, mark, refund, book
-- for a guest, act on a request, close a date), written in the action's own transaction. `actor`
-- is a staff member's e-mail, 'admin-token' (the command line) or 'system' (automatic work);
-- `before` and `after` are the booking's facts the action changed. The booking's code is kept as
-- text too, so a row still reads when an unpaid hold it names is deleted by the clean-up.
create table if not exists audit_log (
  id bigserial primary key,
  at timestamptz not null,
  actor text not null,
  action text not null,
  booking_id integer references bookings(id) on delete set null,
  booking_code text,
  before jsonb,
  after jsonb,
  note text not null default ''
);
-- A database where the staff accounts' migration made the table first gets the code column too.
alter table audit_log add column if not exists booking_code text;
create index if not exists audit_log_booking on audit_log (booking_id, at);
create index if not exists audit_log_at on audit_log (at desc);
