-- Deposits given back. A refund is one request to the provider that took the payment, for all or
-- part of it; its id is our out_refund_no (WeChat, Alipay) or PayPal-Request-Id, so asking again
-- (a retry, reconciliation, a second instance) can never refund twice. It is written in the staff
-- action's transaction as 'pending', sent to the provider after the commit, and settled by the
-- provider's answer, its refund notification, or reconciliation.
create table if not exists refunds (
  id text primary key,
  booking_id integer not null references bookings(id),
  transaction_id integer not null references transactions(id),
  method text not null,
  demo boolean not null default false,
  -- In the payment's currency: fen for CNY, US cents for USD.
  amount_minor integer not null check (amount_minor > 0),
  currency text not null check (currency in ('CNY', 'USD')),
  -- pending: not yet accepted by the provider; processing: accepted, money on its way;
  -- succeeded / failed: the provider's last word.
  status text not null default 'pending' check (status in ('pending', 'processing', 'succeeded', 'failed')),
  provider_refund_id text,
  provider_status text,
  reason text not null default '',
  actor text not null,
  created_at timestamptz not null,
  tried_at timestamptz,
  tries integer not null default 0,
  last_error text,
  settled_at timestamptz
);
create index if not exists refunds_booking on refunds (booking_id);
create index if not exists refunds_open on refunds (created_at) where status in ('pending', 'processing');

-- The demo gateway's memory of the refunds it made, as a provider keeps one.
create table if not exists demo_gateway_refunds (
  out_refund_no text primary key,
  order_id text not null,
  amount_minor integer not null,
  refund_id text not null,
  created_at timestamptz not null
);
