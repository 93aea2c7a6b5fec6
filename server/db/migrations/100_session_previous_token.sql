-- A hold moves its session to a new token. The token it replaced is kept for a minute, so a second
-- hold sent at once with it is refused instead of starting a second session with a second hold.
alter table sessions add column previous_token_hash text;
alter table sessions add column token_replaced_at timestamptz;
create index sessions_previous_token on sessions (previous_token_hash) where previous_token_hash is not null;
