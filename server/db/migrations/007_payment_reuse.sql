-- One provider order per booking and method while it is valid (issue 14): a repeated
-- paypal_create, wpay or alipay_create answers the open order again instead of asking the
-- provider for another, and polling asks the provider at most once per interval.

-- WeChat's code_url, to show the same QR code again (PayPal's order id is provider_order_id).
alter table payment_attempts add column code_url text;

-- Alipay: page pay (desktop) or wap pay (mobile). Alipay keeps a trade number to the request it
-- first saw, so a guest who switches device gets a new order.
alter table payment_attempts add column device text check (device in ('desktop', 'mobile'));

-- When check_wx or alipay_verify last asked the provider about this order. Kept here rather than
-- in one process's memory, so polling through several instances still asks once per interval.
alter table payment_attempts add column queried_at timestamptz;
