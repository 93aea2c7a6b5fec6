-- Each photograph also at narrower widths (made when it is set), so a phone downloads a copy near
-- its screen's width rather than the original. They go with their photograph.
create table restaurant_photo_variants (
  slot text not null references restaurant_photos (slot) on delete cascade,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  media_type text not null check (media_type in ('image/jpeg', 'image/png')),
  bytes bytea not null,
  primary key (slot, width)
);
