-- A guest who phoned is booked by staff. They may not have said how to address them, so a
-- customer's gender may be unknown (no honorific is guessed). The deposit is either waived, with
-- the reason staff gave, or asked by a payment link: only the hash of the link's secret is kept.
alter table customers alter column gender drop not null;
alter table bookings add column if not exists deposit_waived text;
alter table bookings add column if not exists pay_link_hash text;
