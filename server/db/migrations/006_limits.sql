-- Limits that must hold across every server instance sharing this database (issue 14).

-- One row per counted event (a hold asked for, a look-up, a failed admin log-in, a provider
-- order), per bucket and key (a client address, a session, a booking). Rows older than the
-- longest window are purged by the clean-up job.
create table rate_events (
  bucket text not null,
  key text not null,
  at timestamptz not null
);
create index rate_events_lookup on rate_events (bucket, key, at desc);
create index rate_events_at on rate_events (at);

-- The client address that placed a hold: live holds are capped per address.
alter table bookings add column client_ip text;
create index bookings_live_holds_by_client on bookings (client_ip, hold_expires_at) where status = 'hold';

-- Whether the booking's e-mail was proven by the session that gave it. A guest who verified a
-- phone may give an e-mail for the confirmation; it never grants access to the booking.
alter table bookings add column email_verified boolean not null default true;

-- What the per-destination limits count: the address without its '+tag', so victim+1@ and
-- victim+2@ share one budget. Codes are still sent to, and verified for, the exact address.
alter table otp_codes add column limit_key text;
update otp_codes set limit_key = destination;
alter table otp_codes alter column limit_key set not null;
create index otp_codes_limit_key on otp_codes (limit_key, created_at desc);
create index otp_codes_sms_day on otp_codes (created_at) where channel = 'sms';
