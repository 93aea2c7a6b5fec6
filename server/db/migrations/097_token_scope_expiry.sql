-- A personal token may be read-only (its scripts only read) and may run out on a date; older
-- tokens keep what they had: every call, no end.
alter table staff_tokens add column scope text not null default 'full' check (scope in ('full', 'read'));
alter table staff_tokens add column expires_at timestamptz;
