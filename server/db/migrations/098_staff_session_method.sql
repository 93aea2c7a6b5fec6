-- How a console session was signed in: a passkey may be added only from a session signed in by an
-- e-mail code moments ago, never from a passkey's session or a personal token.
alter table staff_sessions add column signed_in_by text not null default 'code' check (signed_in_by in ('code', 'passkey'));
