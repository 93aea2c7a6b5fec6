-- A staff sign-in code leaves through the outbox, sealed (messaging/sealed-code.ts) until the worker
-- sends it, so the sign-in form answers at once, alike for members and strangers, whether or not
-- the mail server is up. Cleared once sent.
alter table outgoing_messages add column sealed_code text;
