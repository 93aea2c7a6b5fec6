-- The reservation store. Money is integer fen (1/100 RMB); restaurant dates are `date` values in
-- Asia/Shanghai; instants are timestamptz.

create table settings (
  key text primary key,
  value jsonb not null
);

create table closed_dates (
  day date primary key,
  note text not null default ''
);

-- An area of the restaurant: the chef's counter, the private room.
create table areas (
  id serial primary key,
  code text not null unique,
  name_en text not null,
  name_zh text not null,
  min_party integer not null default 1 check (min_party >= 1),
  notice_working_days integer not null default 0 check (notice_working_days >= 0),
  -- An exclusive area is taken whole by one party (the private room).
  exclusive boolean not null default false,
  sort integer not null default 0
);

create table timeslots (
  id serial primary key,
  name text not null unique check (name ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);

-- A seating is one area at one time slot: what a guest books, with its seats per day.
create table seatings (
  id serial primary key,
  area_id integer not null references areas(id),
  timeslot_id integer not null references timeslots(id),
  seats integer not null check (seats >= 0),
  active boolean not null default true,
  unique (area_id, timeslot_id)
);

create table sessions (
  id bigserial primary key,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

-- What a session proved by a one-time code: a phone ('86 13800138000') or an e-mail (lower case).
create table session_contacts (
  session_id bigint not null references sessions(id) on delete cascade,
  kind text not null check (kind in ('phone', 'email')),
  value text not null,
  verified_at timestamptz not null default now(),
  primary key (session_id, kind, value)
);

create table countries (
  id serial primary key,
  calling_code text not null unique check (calling_code ~ '^[0-9]{1,4}$'),
  name_en text not null,
  name_zh text not null
);

create table customers (
  id serial primary key,
  first_name text not null,
  last_name text not null,
  gender text not null check (gender in ('M', 'F')),
  country_code_id integer references countries(id),
  phone text,
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index customers_phone_unique on customers (country_code_id, phone) where phone is not null;
create unique index customers_email_unique on customers (lower(email)) where email is not null;

-- A booking starts as a hold ('hold') on seats; paying turns it into 'pending' (an upcoming
-- booking); later it becomes 'completed' or 'cancelled'. A hold whose hold_expires_at has passed
-- no longer counts against seats.
create table bookings (
  id serial primary key,
  code text not null unique,
  seating_id integer not null references seatings(id),
  booking_date date not null,
  pax integer not null check (pax >= 1),
  status text not null default 'hold' check (status in ('hold', 'pending', 'completed', 'cancelled')),
  session_id bigint references sessions(id) on delete set null,
  customer_id integer references customers(id),
  country text,
  phone text,
  email text,
  notes text not null default '',
  food text not null default '',
  occasion text not null default '',
  last_step integer not null default 0 check (last_step between 0 and 3),
  price_fen integer not null check (price_fen >= 0),
  hold_minutes integer not null check (hold_minutes > 0),
  created_at timestamptz not null default now(),
  hold_expires_at timestamptz not null,
  -- Set when an expired hold's seats were given back to slot_occupancy (see below).
  seats_released boolean not null default false,
  paid_at timestamptz,
  needs_refund boolean not null default false
);
create index bookings_slot on bookings (seating_id, booking_date) where status <> 'cancelled';
create index bookings_date on bookings (booking_date);
create index bookings_phone on bookings (country, phone);
create index bookings_email on bookings (lower(email));

-- The last guard against overbooking. Every hold adds its party to `held` under a row lock, and
-- the check constraint refuses any transaction that would take more seats than the slot has,
-- whatever the code above it does. Expired holds are given back (seats_released) by the next
-- transaction that locks the row, so `held` may count stale holds but never misses a live one.
create table slot_occupancy (
  seating_id integer not null references seatings(id),
  booking_date date not null,
  held integer not null default 0,
  capacity integer not null,
  primary key (seating_id, booking_date),
  check (held >= 0 and held <= capacity)
);

create table otp_codes (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  destination text not null,
  code_hash text not null,
  client_ip text not null,
  session_id bigint references sessions(id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  voided_at timestamptz
);
create index otp_codes_destination on otp_codes (destination, created_at desc);
create index otp_codes_client on otp_codes (client_ip, created_at desc);

create table booking_requests (
  id serial primary key,
  booking_id integer not null references bookings(id),
  type text not null check (type in ('change', 'cancel')),
  message text not null,
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text
);

create table contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  message text not null,
  client_ip text not null,
  created_at timestamptz not null default now()
);
create index contact_messages_client on contact_messages (client_ip, created_at desc);

create table faqs (
  id serial primary key,
  sort integer not null default 0,
  question_en text not null,
  question_zh text not null,
  answer_en text not null,
  answer_zh text not null
);

-- Messages that would have gone out by SMS or e-mail when no provider is configured (dev outbox).
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  code text,
  attachments jsonb not null default '[]',
  created_at timestamptz not null default now()
);
