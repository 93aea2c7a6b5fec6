-- The restaurant's people: each signs in as themselves. A removed member keeps their row (the
-- audit names them) but can no longer sign in; their sessions and tokens stop working with them.
create table staff (
  id serial primary key,
  email text not null,
  name text not null default '',
  role text not null check (role in ('owner', 'manager', 'host')),
  created_at timestamptz not null default now(),
  removed_at timestamptz
);
create unique index staff_email_active on staff (lower(email)) where removed_at is null;

-- A signed-in console: only the token's hash is kept.
create table staff_sessions (
  id bigserial primary key,
  staff_id integer not null references staff(id),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz
);

-- Personal API tokens for the command line and scripts: shown once, stored hashed.
create table staff_tokens (
  id serial primary key,
  staff_id integer not null references staff(id),
  label text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- Passkeys (WebAuthn credentials) a signed-in member registered.
create table staff_passkeys (
  id text primary key,
  staff_id integer not null references staff(id),
  public_key bytea not null,
  counter bigint not null default 0,
  transports text not null default '',
  label text not null default '',
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);

-- Who changed what, when: one table for every staff change (shape shared with the staff actions).
create table if not exists audit_log (
  id bigserial primary key,
  actor text not null,
  at timestamptz not null default now(),
  action text not null,
  booking_id integer references bookings(id),
  before jsonb,
  after jsonb,
  note text not null default ''
);
create index if not exists audit_log_at on audit_log (at desc);
