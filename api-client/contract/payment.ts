import { z } from 'zod';
import { lineText, TEXT_CONTROL_CHARACTERS } from './common.ts';

/**
 * Deposits (SPEC §4, §7). The server alone computes every amount and ignores any a client sends:
 * price_fen x pax in fen (RMB), and for PayPal US cents at the restaurant's usd_per_rmb. A refusal's
 * `error` is a PaymentRefusalKey.
 */

const missing = (input: unknown) => input === undefined || input === null;

export const paymentMethodSchema = z.enum(['wechat', 'paypal', 'alipay']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type GuestLanguage = 'en' | 'zh';

const bookingCode = lineText({ error: (issue) => (missing(issue.input) ? 'code_required' : 'code_invalid') })
  .trim()
  .min(1, 'code_required')
  .max(64, 'code_invalid');

/** The guest's language, kept on the booking so the confirmation e-mail and SMS use it. */
const lang = z.enum(['en', 'zh'], { error: 'lang_invalid' }).optional();

/** GET /api/payment_options: which methods step 4 offers, and whether each is the offline demo. */
export const paymentOptionsSchema = z.strictObject({
  methods: z.array(z.strictObject({ method: paymentMethodSchema, demo: z.boolean() })),
  /** For @paypal/paypal-js, only when PayPal is real (the demo shows its own labelled button). */
  paypal_client_id: z.string().min(1).optional(),
  /** Deposits are charged in RMB (currency CNY), PayPal in USD. */
  currency: z.literal('CNY'),
  paypal_currency: z.literal('USD'),
  /** US dollars per RMB, to show the PayPal amount; the server computes the charged amount itself. */
  usd_per_rmb: z.number().positive(),
  /**
   * With WeChat offered: whether it can be paid inside WeChat's browser (JSAPI, which needs the
   * Official Account's OAuth). When false, the widget shows the QR code there too.
   */
  wechat_jsapi: z.boolean().optional(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** POST /api/paypal_create */
export const paypalCreateRequestSchema = z.object({ code: bookingCode, lang });
export type PaypalCreateRequest = z.input<typeof paypalCreateRequestSchema>;

/** The PayPal order id for the SDK's createOrder (a 'DEMO-...' id in the demo). */
export const paypalCreateResponseSchema = z.strictObject({
  id: z.string().min(1),
  /** What PayPal charges, e.g. {currency_code: 'USD', value: '71.50'}. */
  amount: z.strictObject({ currency_code: z.literal('USD'), value: z.string().regex(/^\d+\.\d{2}$/) }),
});
export type PaypalCreateResponse = z.infer<typeof paypalCreateResponseSchema>;

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
 * 'COMPLETED': paid and confirmed, also when already paid; 'PENDING': PayPal holds the money back, and
 * the booking is confirmed on release; 'INSTRUMENT_DECLINED': the widget restarts PayPal's buttons.
 * Anything else leaves the booking unpaid: SPEC §8's capture error (docs/payments.md).
 */
export const paypalCaptureResponseSchema = z.strictObject({ status: z.string().min(1) });
export type PaypalCaptureResponse = z.infer<typeof paypalCaptureResponseSchema>;

/** POST /api/wpay */
export const wpayRequestSchema = z.object({ code: bookingCode, lang });
export type WpayRequest = z.input<typeof wpayRequestSchema>;

/** code_url is what the QR code encodes; code 'ORDERPAID' = the booking is already paid. */
export const wpayResponseSchema = z.union([
  z.strictObject({ code_url: z.string().min(1), demo: z.boolean() }),
  z.strictObject({ code: z.literal('ORDERPAID') }),
]);
export type WpayResponse = z.infer<typeof wpayResponseSchema>;

/** How WeChat Pay is paid: a QR code (desktop), inside WeChat (JSAPI), or another phone browser (H5). */
export const wechatChannelSchema = z.enum(['native', 'jsapi', 'h5']);
export type WechatChannel = z.infer<typeof wechatChannelSchema>;

/**
 * The page WeChat sends the guest back to (the one paying, e.g. location.href). The server uses it
 * only when its origin is ours or a named EMBED_ORIGINS entry; otherwise /booking_process/{code}.
 */
const returnUrl = lineText({ error: 'return_url_invalid' }).max(2048, 'return_url_invalid').optional();

/** POST /api/wpay_h5: H5 payment in a phone browser other than WeChat's. */
export const wpayH5RequestSchema = z.object({ code: bookingCode, lang, return_url: returnUrl });
export type WpayH5Request = z.input<typeof wpayH5RequestSchema>;

/**
 * h5_url: WeChat's cashier; the browser goes there (top-level navigation) and WeChat sends it back
 * to the return page with #tb-booking={code}&tb-wxpay=h5, paid or not: that page then polls check_wx.
 */
export const wpayH5ResponseSchema = z.union([
  z.strictObject({ h5_url: z.url(), demo: z.boolean() }),
  z.strictObject({ code: z.literal('ORDERPAID') }),
]);
export type WpayH5Response = z.infer<typeof wpayH5ResponseSchema>;

/**
 * POST /api/wpay_jsapi: JSAPI payment inside WeChat's browser. oauth_claim: the one-time claim the
 * OAuth hop's return put in the page's hash (#tb-wxclaim=) when that browser had no session
 * cookie (the embed): with it this session may use the openid found by that hop.
 */
export const wpayJsapiRequestSchema = wpayH5RequestSchema.extend({
  oauth_claim: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,64}$/)
    .optional(),
});
export type WpayJsapiRequest = z.input<typeof wpayJsapiRequestSchema>;

/** getBrandWCPayRequest's parameters, signed by the server with the merchant key (signType RSA). */
export const jsapiPayParamsSchema = z.strictObject({
  appId: z.string().min(1).max(32),
  timeStamp: z.string().regex(/^\d{1,12}$/),
  nonceStr: z.string().min(1).max(32),
  package: z.string().regex(/^prepay_id=[A-Za-z0-9_-]{1,64}$/),
  signType: z.literal('RSA'),
  paySign: z.string().min(1).max(1024),
});
export type JsapiPayParams = z.infer<typeof jsapiPayParamsSchema>;

/**
 * pay: hand to WeixinJSBridge.invoke('getBrandWCPayRequest', pay, ...), then poll check_wx: the
 * bridge's answer alone never counts as paid. oauth_url: this session has no openid for the booking
 * yet; go there (top-level) and WeChat comes back with #tb-booking={code}&tb-wxpay=jsapi.
 */
export const wpayJsapiResponseSchema = z.union([
  z.strictObject({
    pay: jsapiPayParamsSchema,
    demo: z.boolean(),
    /** Demo only: the stand-in WeixinJSBridge to load when the page has none (our origin's script). */
    demo_bridge: z.url().optional(),
  }),
  z.strictObject({ oauth_url: z.url() }),
  z.strictObject({ code: z.literal('ORDERPAID') }),
]);
export type WpayJsapiResponse = z.infer<typeof wpayJsapiResponseSchema>;

/**
 * GET /api/check_wx/{code}, polled every 3 s: {status: 'SUCCESS'} once the deposit is paid (by any
 * method); 'NOTPAY' while waiting; 'CLOSED' when the WeChat order ended unpaid (expired hold).
 */
export const checkWxResponseSchema = z.strictObject({ status: z.enum(['SUCCESS', 'NOTPAY', 'CLOSED']) });
export type CheckWxResponse = z.infer<typeof checkWxResponseSchema>;

/** POST /api/alipay_create: desktop = page pay, mobile = wap pay (phone browsers). */
export const alipayCreateRequestSchema = z.object({
  code: bookingCode,
  device: z.enum(['desktop', 'mobile'], { error: 'device_invalid' }).default('desktop'),
  lang,
});
export type AlipayCreateRequest = z.input<typeof alipayCreateRequestSchema>;

/** The signed gateway URL to send the guest's browser to (window.location.assign). */
export const alipayCreateResponseSchema = z.strictObject({ url: z.url() });
export type AlipayCreateResponse = z.infer<typeof alipayCreateResponseSchema>;

/**
 * POST /api/alipay_verify: EVERY query parameter of the /booking_result URL, unchanged, as the
 * signature covers them all. Only a URL without `method` may get SPEC §2's default ('desktop' or
 * 'mobile'); Alipay's signed one is kept.
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

export const confirmedBookingSummarySchema = z.strictObject({
  code: z.string().min(1),
  gender: z.enum(['M', 'F']).nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  booking_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  pax: z.number().int().positive(),
  /** 'HH:mm' */
  timeslot: z.string().regex(/^\d{2}:\d{2}$/),
  /** Where the confirmation went (api-client/rules/confirmation-channels.ts): the page names only these. */
  confirmation_channels: z.array(z.enum(['email', 'sms'])).optional(),
});
export type ConfirmedBookingSummary = z.infer<typeof confirmedBookingSummarySchema>;

/**
 * 'success' = paid and confirmed; 'processing' = the return is genuine but Alipay has not yet
 * told us it is paid (poll again every 3 s); 'failed' = the signature or the trade is bad.
 * booking is present with 'success' only.
 */
export const alipayVerifyResponseSchema = z
  .strictObject({
    status: z.enum(['success', 'processing', 'failed']),
    booking: confirmedBookingSummarySchema.nullable(),
  })
  .refine((answer) => (answer.status === 'success') === (answer.booking !== null), {
    message: 'booking must be there with status success only',
    path: ['booking'],
  });
export type AlipayVerifyResponse = z.infer<typeof alipayVerifyResponseSchema>;

/**
 * Why a payment call refused: 422 validation_failed; 404 an unknown booking or order, or a method not
 * offered; 403 not this session's booking or contact; 429 too many orders; 502 the provider failed;
 * else 409, the booking's state (wpay answers a paid booking ORDERPAID instead).
 */
export const paymentRefusals = [
  'validation_failed',
  'booking_not_found',
  'order_not_found',
  'order_booking_mismatch',
  'booking_incomplete', // no customer on the booking yet (step 2 not done)
  'booking_expired',
  'booking_not_payable',
  'booking_already_paid',
  'method_unavailable',
  'provider_error',
  'booking_not_yours',
  'payment_rate_limited',
] as const;
export type PaymentRefusalKey = (typeof paymentRefusals)[number];
