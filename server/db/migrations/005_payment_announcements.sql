-- When the guest (or, for a refund case, the restaurant) was told about a payment. Messages go
-- out after the payment commits; a payment whose messages did not all go out (the server
-- stopped in between, or SMTP/SMS failed) is announced again by reconciliation.
alter table transactions add column announced_at timestamptz;
update transactions set announced_at = created_at;
