-- A phone or e-mail may be shared by several customers (issue 19): a couple booking with one
-- e-mail, a family with one mobile. A customer is a guest, named, at a contact the session proved;
-- saving step 2 with another name at the same contact adds a customer instead of refusing with
-- "belongs to another customer" (docs/customers.md). The unique indexes become plain look-up indexes.
drop index if exists customers_phone_unique;
drop index if exists customers_email_unique;
create index customers_phone on customers (country_code_id, phone) where phone is not null;
create index customers_email on customers (lower(email)) where email is not null;
