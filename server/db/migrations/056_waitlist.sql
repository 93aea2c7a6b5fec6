-- Guests who found an evening full and left a contact they proved by code: when seats free up
-- (a cancellation, an expired hold, a move, more seats), the first who fit are told once, in the
-- order they joined, and those seats are offered to nobody else for a quarter of an hour. `seating_ids` empty means any seating of the evening.
create table waitlist_entries (
  id bigserial primary key,
  booking_date date not null,
  pax int not null check (pax > 0),
  seating_ids int[] not null default '{}',
  channel text not null check (channel in ('sms', 'email')),
  contact text not null,
  lang text not null default 'en' check (lang in ('en', 'zh')),
  session_id bigint references sessions(id) on delete set null,
  created_at timestamptz not null,
  notified_at timestamptz,
  -- The area whose seats the guest was told of: offered to nobody else for a while.
  offered_area text,
  left_at timestamptz
);
create unique index waitlist_one_per_contact on waitlist_entries (booking_date, contact) where left_at is null;
create index waitlist_waiting on waitlist_entries (booking_date, id) where notified_at is null and left_at is null;
