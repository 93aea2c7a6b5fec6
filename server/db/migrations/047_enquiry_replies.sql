-- Staff answer a contact enquiry from the console, once: the reply, when and by whom.
alter table contact_messages add column if not exists replied_at timestamptz;
alter table contact_messages add column if not exists reply text;
alter table contact_messages add column if not exists replied_by text;
