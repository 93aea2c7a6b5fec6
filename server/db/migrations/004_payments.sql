-- Deposits. A payment attempt is one order at one provider for one booking; its id is our
-- out_trade_no / invoice id. A transaction is money the provider says it received; at most one
-- per attempt and per provider transaction id, so a replayed or duplicate notification can never
-- record (or confirm) twice.

-- The guest's language, for the confirmation e-mail and SMS.
alter table bookings add column if not exists lang text not null default 'en';

create table payment_attempts (
  id text primary key,
  booking_id integer not null references bookings(id),
  method text not null check (method in ('paypal', 'wechat', 'alipay')),
  demo boolean not null default false,
  -- Fen for CNY, US cents for USD, computed by the server when the order was created.
  amount_minor integer not null check (amount_minor > 0),
  currency text not null check (currency in ('CNY', 'USD')),
  -- PayPal's order id; null for WeChat and Alipay, whose orders are known by our id.
  provider_order_id text,
  status text not null default 'created' check (status in ('created', 'paid', 'closed')),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create unique index payment_attempts_provider_order on payment_attempts (method, provider_order_id)
  where provider_order_id is not null;
create index payment_attempts_booking on payment_attempts (booking_id);
create index payment_attempts_open on payment_attempts (created_at) where status = 'created';

create table transactions (
  id serial primary key,
  booking_id integer not null references bookings(id),
  attempt_id text not null unique references payment_attempts(id),
  payment_method text not null,
  amount_minor integer not null,
  currency text not null check (currency in ('CNY', 'USD')),
  provider_order_id text,
  provider_transaction_id text not null,
  demo boolean not null default false,
  -- confirmed: this payment confirmed the booking. duplicate: the booking was already paid.
  -- no_seats: paid after the hold expired and its seats were gone. Both of the latter need a refund.
  outcome text not null check (outcome in ('confirmed', 'duplicate', 'no_seats', 'not_payable')),
  refund_due boolean not null default false,
  paid_at timestamptz not null,
  created_at timestamptz not null,
  unique (payment_method, provider_transaction_id)
);
create index transactions_booking on transactions (booking_id);

-- Provider notification ids already handled (PayPal webhook event ids, WeChat notify ids).
create table payment_events (
  provider text not null,
  event_id text not null,
  received_at timestamptz not null,
  primary key (provider, event_id)
);

-- The offline demo gateway's own ledger: what a real provider would remember about its orders.
create table demo_gateway_orders (
  id text primary key,
  method text not null check (method in ('paypal', 'wechat', 'alipay')),
  out_trade_no text not null,
  amount_minor integer not null,
  currency text not null,
  status text not null default 'created' check (status in ('created', 'paid', 'cancelled')),
  trade_no text,
  paid_at timestamptz,
  return_url text,
  created_at timestamptz not null
);
