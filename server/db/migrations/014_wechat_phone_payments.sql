-- WeChat Pay on the guest's own phone (issue 17): JSAPI inside WeChat, H5 in other phone browsers,
-- the Native QR code on a desktop. WeChat binds an out_trade_no to the way it was placed, so the
-- way is part of the order: a guest who moves from the desktop QR to the phone gets a new order.

-- WeChat only: 'native' (QR), 'jsapi' (inside WeChat, for one payer's openid) or 'h5' (phone browser).
alter table payment_attempts add column if not exists channel text check (channel in ('native', 'jsapi', 'h5'));
-- JSAPI: the openid the order was placed for; another payer (another WeChat account) gets a new order.
alter table payment_attempts add column if not exists payer_openid text;
-- JSAPI: WeChat's prepay_id, signed again for each getBrandWCPayRequest (valid two hours).
alter table payment_attempts add column if not exists prepay_id text;

-- The silent snsapi_base OAuth hop that finds a guest's openid inside WeChat. `state` is the
-- random value sent through WeChat and back; it is tied to the session and booking that asked,
-- used once, and short-lived. The openid is kept here for that session and booking only, and only
-- once the browser that came back is shown to be that session's: by its session cookie, or, where
-- the embed's session travels in a header the return cannot carry, by presenting the one-time
-- claim that was handed to the returning browser (claim_hash: its SHA-256). Rows go with their
-- session or booking, and clean-up deletes them after a day (an openid is personal data).
create table if not exists wechat_oauth (
  state text primary key,
  session_id bigint not null references sessions(id) on delete cascade,
  booking_id integer not null references bookings(id) on delete cascade,
  return_url text not null,
  created_at timestamptz not null,
  returned_at timestamptz,
  openid text,
  claim_hash text,
  claimed_at timestamptz
);
create index if not exists wechat_oauth_session on wechat_oauth (session_id, booking_id);
