-- The hold a waiting guest was offered: freed seats are held in the seat ledger for them (a booking
-- in status 'hold' with a payment link) until it lapses, when the next in line is asked.
alter table waitlist_entries add column if not exists offered_booking_id integer references bookings(id) on delete set null;
