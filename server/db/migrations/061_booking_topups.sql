-- A party made larger by staff owes the deposit of its extra guests: the seats are taken at once
-- and a payment link asks for the difference until `expires_at`; unpaid by then, the booking goes
-- back to `pax_before` (the party its deposit paid for) and the extra seats are freed.
create table booking_topups (
  id serial primary key,
  booking_id int not null references bookings(id) on delete cascade,
  pax_before int not null check (pax_before > 0),
  pax_after int not null check (pax_after > pax_before),
  amount_fen int not null check (amount_fen > 0),
  link_hash text not null,
  status text not null default 'open' check (status in ('open', 'paid', 'expired', 'cancelled', 'replaced')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  settled_at timestamptz
);
create unique index booking_topups_one_open on booking_topups (booking_id) where status = 'open';
create index booking_topups_due on booking_topups (expires_at) where status = 'open';
alter table payment_attempts add column topup_id integer references booking_topups(id);
