-- Periodic work runs once across instances: an instance runs a job only while it holds its lease.
create table job_leases (
  name text primary key,
  holder text not null,
  expires_at timestamptz not null
);

-- A payment's messages are claimed before they go out (announce_claimed_at), so two instances
-- never both send them; each message sent is recorded (sent_messages), so a retry after a partial
-- failure sends only what is missing.
alter table transactions add column announce_claimed_at timestamptz;
alter table transactions add column sent_messages jsonb not null default '[]';
