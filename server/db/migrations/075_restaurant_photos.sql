-- The restaurant's photographs, one per slot (`npm run admin -- photo set SLOT FILE`). Kept in the
-- database so every instance serves the same file; `digest` names the file in its URL, so a
-- browser may keep it for a year and a new photograph gets a new URL.
create table restaurant_photos (
  slot text primary key check (slot in ('hero', 'dishes', 'counter', 'chef')),
  media_type text not null check (media_type in ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  digest text not null,
  alt_en text,
  alt_zh text,
  updated_at timestamptz not null default now()
);
