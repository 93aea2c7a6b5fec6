-- Capacity over time (docs/capacity.md): seats belong to an area (the counter, the private room),
-- and a party occupies them from its seating's time for the dinner's length (the dining_minutes
-- setting), so overlapping seatings share them. seatings.seats and slot_occupancy stay for the
-- previous release; this release no longer reads or writes them.

-- The area's seats: what the busiest of its seatings had.
alter table areas add column seats integer not null default 0 check (seats >= 0);
update areas a set seats = coalesce((select max(s.seats) from seatings s where s.area_id = a.id), 0);

-- A seating's time in minutes after midnight, for the arithmetic of who is seated when.
alter table timeslots add column minute integer
  generated always as (split_part(name, ':', 1)::integer * 60 + split_part(name, ':', 2)::integer) stored;

-- How long a dinner occupies its seats. An empty database is left for the seed or `admin setup`.
insert into settings (key, value)
select 'dining_minutes', '150'::jsonb where exists (select 1 from settings)
on conflict (key) do nothing;

-- One evening of one area: its seats that evening and the dinner's length its ledger counts
-- with. Every transaction that takes or gives back seats locks this row first.
create table area_evenings (
  area_id integer not null references areas(id),
  booking_date date not null,
  seats integer not null check (seats >= 0),
  dining_minutes integer not null check (dining_minutes > 0),
  primary key (area_id, booking_date)
);

-- The last guard against overbooking: the guests seated in the area at each moment a party can
-- arrive (the area's seating times). A party at 18:00 for 150 minutes adds to 18:00, 18:30, ...
-- up to 20:29; the check refuses any transaction that would seat more than the area holds.
create table seat_moments (
  area_id integer not null,
  booking_date date not null,
  minute integer not null,
  seated integer not null default 0,
  capacity integer not null,
  primary key (area_id, booking_date, minute),
  foreign key (area_id, booking_date) references area_evenings (area_id, booking_date),
  check (seated >= 0 and seated <= capacity)
);

-- One evening's change to an area's seats: a buy-out, a staff night, a smaller team.
create table evening_seats (
  area_id integer not null references areas(id),
  day date not null,
  seats integer not null check (seats >= 0),
  note text not null default '',
  primary key (area_id, day)
);

-- A seating closed on one date only (the rest of the evening stays bookable).
create table closed_seatings (
  seating_id integer not null references seatings(id),
  day date not null,
  note text not null default '',
  primary key (seating_id, day)
);
