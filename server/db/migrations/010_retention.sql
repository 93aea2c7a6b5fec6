-- A contact enquiry's client address serves only the hourly limit; the clean-up job drops it
-- after a week (the privacy page says so), so it may be null.
alter table contact_messages alter column client_ip drop not null;
