-- A note per evening for the team (who is off, a large party's timing), shown on Tonight.
create table if not exists shift_notes (
  day date primary key,
  note text not null,
  updated_by text not null,
  updated_at timestamptz not null
);
