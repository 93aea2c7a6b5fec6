-- Opening the link staff sent for a larger party's difference lets that session pay that top-up,
-- and nothing else: it proves no phone or e-mail, so it no longer lists the guest's other bookings.
create table pay_link_grants (
  session_id bigint not null references sessions(id) on delete cascade,
  topup_id integer not null references booking_topups(id) on delete cascade,
  granted_at timestamptz not null,
  primary key (session_id, topup_id)
);
