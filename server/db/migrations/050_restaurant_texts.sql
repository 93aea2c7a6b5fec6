-- The restaurant's own words (important notes, policies, menu, chef), per language, edited with
-- `npm run admin -- text set`. Rule placeholders such as {deposit} are filled when they are read.
create table restaurant_texts (
  key text not null,
  lang text not null check (lang in ('en', 'zh')),
  body text not null,
  updated_at timestamptz not null default now(),
  primary key (key, lang)
);
