import { z } from 'zod';
import { lineText, TEXT_CONTROL_CHARACTERS } from './common.ts';

/**
 * Deposits (SPEC §4 Payment, §7: paypal_create, paypal_capture, wpay, check_wx, alipay_verify,
 * plus payment_options and alipay_create). The server alone computes every amount: deposit =
 * price_fen x pax in fen (RMB); PayPal in US cents at the restaurant's usd_per_rmb rate. Any
 * amount a client sends is ignored. Refusals have the common body {message, error, errors?};
 * `error` is one of PaymentRefusalKey.
 */

const missing = (input: unknown) => input === undefined || input === null;

export type PaymentMethod = 'wechat' | 'paypal' | 'alipay';
export type GuestLanguage = 'en' | 'zh';

const bookingCode = lineText({ error: (issue) => (missing(issue.input) ? 'code_required' : 'code_invalid') })
  .trim()
  .min(1, 'code_required')
  .max(64, 'code_invalid');

/** The guest's language, kept on the booking so the confirmation e-mail and SMS use it. */
const lang = z.enum(['en', 'zh'], { error: 'lang_invalid' }).optional();

/** GET /api/payment_options: which methods step 4 offers, and whether each is the offline demo. */
export interface PaymentOptions {
  methods: Array<{ method: PaymentMethod; demo: boolean }>;
  /** For @paypal/paypal-js, only when PayPal is real (the demo shows its own labelled button). */
  paypal_client_id?: string;
  /** Deposits are charged in RMB (currency CNY), PayPal in USD. */
  currency: 'CNY';
  paypal_currency: 'USD';
  /** US dollars per RMB, to show the PayPal amount; the server computes the charged amount itself. */
  usd_per_rmb: number;
}

/** POST /api/paypal_create */
export const paypalCreateRequestSchema = z.object({ code: bookingCode, lang });
export type PaypalCreateRequest = z.input<typeof paypalCreateRequestSchema>;

/** The PayPal order id for the SDK's createOrder (a 'DEMO-...' id in the demo). */
export interface PaypalCreateResponse {
  id: string;
  /** What PayPal charges, e.g. {currency_code: 'USD', value: '71.50'}. */
  amount: { currency_code: 'USD'; value: string };
}

/** POST /api/paypal_capture. Send the booking code too: an order of another booking is refused. */
export const paypalCaptureRequestSchema = z.object({
  oid: lineText({ error: (issue) => (missing(issue.input) ? 'oid_required' : 'oid_invalid') })
    .trim()
    .min(1, 'oid_required')
    .max(64, 'oid_invalid'),
  code: bookingCode.optional(),
});
export type PaypalCaptureRequest = z.input<typeof paypalCaptureRequestSchema>;

/**
 * 'COMPLETED' = the deposit is paid and the booking confirmed (also when it was already paid).
 * 'PENDING' = PayPal took the payment but holds it back for now (e.g. an eCheck or a review): not
 * an error; the booking is confirmed, and the guest e-mailed, once PayPal releases it.
 * 'INSTRUMENT_DECLINED' = the card or account was declined: the widget restarts PayPal's buttons
 * so the guest can choose another way to pay the same order.
 * Anything else (PayPal's order status, e.g. 'PAYER_ACTION_REQUIRED', or 'DECLINED') leaves the
 * booking unpaid: the widget shows the SPEC §8 capture error.
 */
export interface PaypalCaptureResponse {
  status: 'COMPLETED' | 'PENDING' | 'INSTRUMENT_DECLINED' | (string & {});
}

/** POST /api/wpay */
export const wpayRequestSchema = z.object({ code: bookingCode, lang });
export type WpayRequest = z.input<typeof wpayRequestSchema>;

/** code_url is what the QR code encodes; code 'ORDERPAID' = the booking is already paid. */
export type WpayResponse = { code_url: string; demo: boolean } | { code: 'ORDERPAID' };

/**
 * GET /api/check_wx/{code}, polled every 3 s: {status: 'SUCCESS'} once the deposit is paid (by any
 * method); 'NOTPAY' while waiting; 'CLOSED' when the WeChat order ended unpaid (expired hold).
 */
export interface CheckWxResponse {
  status: 'SUCCESS' | 'NOTPAY' | 'CLOSED';
}

/** POST /api/alipay_create: desktop = page pay, mobile = wap pay (phone browsers). */
export const alipayCreateRequestSchema = z.object({
  code: bookingCode,
  device: z.enum(['desktop', 'mobile'], { error: 'device_invalid' }).default('desktop'),
  lang,
});
export type AlipayCreateRequest = z.input<typeof alipayCreateRequestSchema>;

/** The signed gateway URL to send the guest's browser to (window.location.assign). */
export interface AlipayCreateResponse {
  url: string;
}

/**
 * POST /api/alipay_verify: EVERY query parameter of the /booking_result URL, unchanged (the
 * signature covers them all: out_trade_no, trade_no, total_amount, sign, sign_type, app_id,
 * seller_id, timestamp, method, ...). When the URL has no `method`, the page may send
 * method 'desktop' or 'mobile' (SPEC §2's default); Alipay's own signed method is kept as it is.
 */
export const alipayVerifyRequestSchema = z
  .record(lineText(), lineText().max(2048, 'parameter_too_long'), {
    // A refused key is reported under that key, like a refused value.
    error: (issue) => (issue.code === 'invalid_key' ? TEXT_CONTROL_CHARACTERS : undefined),
  })
  .refine((params) => Object.keys(params).length <= 40, { message: 'too_many_parameters' })
  .refine((params) => typeof params.out_trade_no === 'string' && params.out_trade_no.length > 0, {
    message: 'out_trade_no_required',
    path: ['out_trade_no'],
  });
export type AlipayVerifyRequest = Record<string, string> & { out_trade_no: string };

export interface ConfirmedBookingSummary {
  code: string;
  gender: 'M' | 'F' | null;
  first_name: string | null;
  last_name: string | null;
  booking_date: string;
  pax: number;
  /** 'HH:mm' */
  timeslot: string;
}

/**
 * 'success' = paid and confirmed; 'processing' = the return is genuine but Alipay has not yet
 * told us it is paid (poll again every 3 s); 'failed' = the signature or the trade is bad.
 * booking is present with 'success' only.
 */
export interface AlipayVerifyResponse {
  status: 'success' | 'processing' | 'failed';
  booking: ConfirmedBookingSummary | null;
}

/** Why a payment call refused (HTTP status in the comment). */
export type PaymentRefusalKey =
  | 'validation_failed' // 422
  | 'booking_not_found' // 404: unknown booking code
  | 'order_not_found' // 404: an order id we did not create
  | 'order_booking_mismatch' // 409: the order belongs to another booking
  | 'booking_incomplete' // 409: no customer on the booking yet (step 2 not done)
  | 'booking_expired' // 409: the hold ran out before payment started
  | 'booking_not_payable' // 409: cancelled or completed
  | 'method_unavailable' // 404: that payment method is not offered
  | 'provider_error' // 502: the payment provider refused or did not answer
  | 'booking_not_yours' // 403: this session neither started the booking nor verified its contact
  | 'payment_rate_limited'; // 429: too many order calls from this session or address
