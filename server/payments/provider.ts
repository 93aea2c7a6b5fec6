import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import type { Currency } from '../lib/amounts.ts';

/**
 * One interface for every way a deposit is paid. An adapter speaks one provider's protocol
 * (signatures, amounts in its format, its notification) and reports plain facts; the payment
 * service decides what they mean for the booking, so the exactly-once rules live in one place.
 */

/** Money a provider says it received for one of our orders. */
export interface PaidTrade {
  /** Our payment attempt id (out_trade_no, PayPal invoice_id). */
  attemptId: string;
  /** The provider's id of this payment: PayPal capture id, WeChat transaction_id, Alipay trade_no. */
  transactionId: string;
  /** PayPal's order id, when there is one. */
  orderId?: string;
  amountMinor: number;
  currency: Currency;
  /** The booking code the provider carried (PayPal custom_id, WeChat attach), when it carries one. */
  bookingCode?: string;
  /** When the provider says it was paid; our clock's now when it does not say. */
  paidAt?: Date;
}

export interface NewOrder {
  attemptId: string;
  bookingCode: string;
  amountMinor: number;
  currency: Currency;
  /** What the guest sees on the provider's page. */
  description: string;
  /** The hold's end: the provider closes the order then. */
  expiresAt: Date;
  /** Alipay only: page pay (desktop) or wap pay (mobile). */
  device: 'desktop' | 'mobile';
  /** WeChat only: how the guest pays (QR, inside WeChat, phone browser); Native when absent. */
  wechat?: WechatOrderWay;
}

/** WeChat: 'native' (a QR code), 'jsapi' (inside WeChat, for one payer) or 'h5' (another phone browser). */
export type WechatChannel = 'native' | 'jsapi' | 'h5';

export interface WechatOrderWay {
  channel: WechatChannel;
  /** JSAPI: the payer's openid for our Official Account (found by the snsapi_base OAuth hop). */
  openid?: string;
  /** H5: the guest's address, which WeChat requires (scene_info.payer_client_ip). */
  clientIp?: string;
}

export interface CreatedOrder {
  /** PayPal's order id. */
  orderId?: string;
  /** WeChat: what the QR code encodes. */
  codeUrl?: string;
  /** Alipay: the signed gateway URL the guest's browser goes to. */
  redirectUrl?: string;
  /** WeChat JSAPI: the prepay_id that getBrandWCPayRequest pays. */
  prepayId?: string;
  /** WeChat H5: WeChat's cashier address (valid five minutes); redirect_url is added to it. */
  h5Url?: string;
}

/** What we know of an order we created, to ask the provider about it. */
export interface OrderRef {
  attemptId: string;
  orderId: string | null;
  bookingCode: string;
}

export type OrderState =
  | { state: 'paid'; trade: PaidTrade }
  /** providerStatus: e.g. PayPal 'APPROVED', WeChat 'NOTPAY', Alipay 'WAIT_BUYER_PAY'. */
  | { state: 'unpaid'; providerStatus: string }
  /**
   * Paid by the guest, but the provider holds the money back for now (PayPal capture PENDING:
   * e.g. an eCheck or a review); its webhook or reconciliation settles it once released.
   */
  | { state: 'pending'; providerStatus: string }
  | { state: 'closed'; providerStatus: string };

/** A verified notification: its unique event id, and the payment (or our refund) it reports. */
export interface ProviderNotification {
  eventId: string;
  trade: PaidTrade | null;
  /** A refund's outcome (WeChat's REFUND.* events): our refund id and its state. */
  refund?: { refundId: string; state: RefundState };
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** Money to give back from one payment: our refund id is the provider's idempotency key. */
export interface RefundRequest {
  /** out_refund_no (WeChat, Alipay), PayPal-Request-Id (PayPal). */
  refundId: string;
  /** Our order (out_trade_no). */
  attemptId: string;
  /** The provider's id of the payment: WeChat transaction_id, Alipay trade_no, PayPal capture id. */
  transactionId: string;
  amountMinor: number;
  /** The whole payment, which WeChat asks for beside the refund. */
  totalMinor: number;
  currency: Currency;
  reason: string;
  /** The provider's id of the refund, once it accepted it (PayPal's refunds are asked about by it). */
  providerRefundId?: string;
}

/** processing: accepted, the money is on its way; succeeded / failed: final. */
export interface RefundState {
  state: 'processing' | 'succeeded' | 'failed';
  providerRefundId?: string;
  /** The provider's own word: WeChat 'PROCESSING', PayPal 'COMPLETED', Alipay 'REFUND_SUCCESS'. */
  providerStatus: string;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The offline stand-in, used only when the method has no credentials. */
  readonly demo: boolean;
  /**
   * True when createOrder only signs a request that the guest's browser takes to the provider
   * (Alipay page and wap pay): no order is made by it, so an open order's request is signed again
   * for each call, fresh timestamp included, rather than kept.
   */
  readonly signsOnly?: boolean;
  createOrder(order: NewOrder): Promise<CreatedOrder>;
  /** Asks the provider for the order's state (check_wx, alipay_verify, reconciliation). */
  queryOrder(order: OrderRef): Promise<OrderState>;
  /** PayPal only: captures an approved order; answers the resulting state. */
  capture?(order: OrderRef): Promise<OrderState>;
  /**
   * Closes an order we no longer want paid, so an old QR code or cashier tab cannot take a second deposit.
   * 'paid' when the guest beat the close; 'unpaid' when the provider cannot close it yet (mid-payment, or an
   * Alipay cashier never opened): try again. PayPal has none: an order is paid only once we capture it.
   */
  closeOrder?(order: OrderRef): Promise<OrderState>;
  /** Gives back all or part of a payment; asking again with the same refund id refunds once. */
  refund?(request: RefundRequest): Promise<RefundState>;
  /** Asks the provider how a refund stands (reconciliation). */
  queryRefund?(request: RefundRequest): Promise<RefundState>;
  /** Verifies a provider notification; throws NotificationRejected when it is not genuine. */
  verifyNotification?(notification: IncomingNotification): Promise<ProviderNotification>;
}

/** A notification that failed verification: answered 4xx to the sender, changes nothing. */
export class NotificationRejected extends Error {
  constructor(readonly reason: string) {
    super(`notification rejected: ${reason}`);
    this.name = 'NotificationRejected';
  }
}

/** The provider refused a call or did not answer properly; surfaced as 502 provider_error. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentMethod | 'aliyun-sms',
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}
