-- Two booking rules become restaurant settings (issue 18), editable with `npm run admin -- settings
-- set KEY N` and sent to the widget in the restaurant's card: the wait before another verification
-- code (until now the OTP_RESEND_SECONDS environment setting) and the days before a visit after
-- which change and cancel requests are no longer taken online (until now compiled in). Databases
-- that already hold settings get the values they had; an empty one is left for the seed, which
-- only seeds a database without settings.
insert into settings (key, value)
select rule.key, rule.value
from (values ('otp_resend_seconds', '60'::jsonb), ('change_cancel_min_days', '3'::jsonb)) as rule(key, value)
where exists (select 1 from settings)
on conflict (key) do nothing;
