-- A party seated without booking ahead (no deposit, arrived when written).
alter table bookings add column if not exists walk_in boolean not null default false;
-- The first of a party's adjacent seat numbers at a shared area (seats first_seat .. first_seat + pax - 1);
-- null in an exclusive area, or while no run of free seats was found (staff place the party).
alter table bookings add column if not exists first_seat integer check (first_seat >= 1);
