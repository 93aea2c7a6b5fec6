-- A booking's party link (docs/party.md): the store keeps the token's hash, to find the booking, and
-- a salt the app secret turns back into the token, to show the link again to the one who booked.
create table if not exists party_links (
  booking_id integer primary key references bookings(id) on delete cascade,
  token_hash text not null unique,
  salt text not null,
  created_at timestamptz not null
);

-- Each diner's own entry, removed with the booking; the diner's browser keeps the secret of its hash.
create table if not exists party_diners (
  id serial primary key,
  booking_id integer not null references bookings(id) on delete cascade,
  secret_hash text not null unique,
  name text not null default '',
  food jsonb not null default '[]',
  other_food text not null default '',
  allergies jsonb not null default '[]',
  occasion text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index if not exists party_diners_booking on party_diners (booking_id, id);
