-- A closed date's note in Chinese too: guests read it in the calendar in their language. The
-- existing note is the English one (and the Chinese one while none is written).
alter table closed_dates add column note_zh text not null default '';
