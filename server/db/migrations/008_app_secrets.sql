-- Secrets generated when the operator set none (the demo): kept in the database, so every
-- instance sharing it signs sessions' XSRF tokens and hashes one-time codes with the same key.
-- Production requires APP_SECRET and ADMIN_TOKEN in the environment instead (a copy of the
-- database must not hold the key of its own code hashes).
create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
