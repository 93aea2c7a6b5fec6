-- The dev outbox kept one-time codes in plain text; from now on they are sealed (see
-- server/messaging/sealed-code.ts). Old demo messages with a code are dropped.
delete from outbox where code is not null;
