-- Allergies and diets staff set on a guest, and when: the newer of this and the last paid booking's
-- food is what the guest is offered at their next booking (null: staff set none).
alter table guest_profiles add column if not exists allergies text;
alter table guest_profiles add column if not exists allergies_at timestamptz;
-- A profile merged into another of the same person: its bookings and notes went there; the row keeps
-- the contacts the other could not take, so the search still finds the person by them.
alter table customers add column if not exists merged_into integer references customers(id);
create index if not exists customers_merged_into on customers (merged_into) where merged_into is not null;
