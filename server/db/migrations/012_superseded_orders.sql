-- Superseded provider orders are closed (issue 16). An order stops being wanted when a newer order
-- of the same booking and method replaces it; it stays open (status 'created') until its provider
-- confirms the close, so reconciliation retries a close that failed. Orders of a booking that was
-- paid, cancelled or whose hold expired are found from the booking itself.
alter table payment_attempts add column superseded_at timestamptz;
