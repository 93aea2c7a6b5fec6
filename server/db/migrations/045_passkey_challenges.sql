-- A WebAuthn challenge the server handed out for a passkey's registration or a sign-in: each is
-- used once and only within minutes (older ones are deleted as new ones are made).
create table if not exists staff_passkey_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('register', 'sign_in')),
  staff_id integer references staff(id),
  created_at timestamptz not null
);
