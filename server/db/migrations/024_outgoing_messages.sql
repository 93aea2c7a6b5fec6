-- The durable outbox: every message to a guest or to the restaurant (except one-time codes, sent
-- at once) is written here in the transaction that causes it, then sent by a worker that claims
-- it (claimed_until: a lease another instance may take over once it ran out) and retries with
-- backoff. `once_key` makes a message that must exist once (a booking's reminder) exist once.
create table outgoing_messages (
  id bigserial primary key,
  kind text not null,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  reply_to text,
  attachments jsonb not null default '[]',
  sms_template jsonb,
  booking_id integer references bookings (id) on delete set null,
  once_key text unique,
  state text not null default 'pending' check (state in ('pending', 'sending', 'sent', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null,
  claimed_by text,
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index outgoing_messages_due on outgoing_messages (next_attempt_at) where state = 'pending';
create index outgoing_messages_claimed on outgoing_messages (claimed_until) where state = 'sending';
create index outgoing_messages_booking on outgoing_messages (booking_id);
