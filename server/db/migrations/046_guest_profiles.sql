-- What staff keep about a guest across visits: free notes and tags (VIP, regular). One row per
-- customer, made on the first note; the guest never sees it.
create table if not exists guest_profiles (
  customer_id integer primary key references customers(id),
  notes text not null default '',
  tags text not null default '',
  updated_at timestamptz not null,
  updated_by text not null
);
