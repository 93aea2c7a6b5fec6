import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import type { Queryable } from '../db/database.ts';
import type { Currency } from '../lib/amounts.ts';
import type { OrderState, RefundState } from './provider.ts';

/** The demo gateway's memory of its orders (table demo_gateway_orders), as a provider keeps one. */
export interface DemoOrder {
  id: string;
  method: PaymentMethod;
  out_trade_no: string;
  amount_minor: number;
  currency: Currency;
  status: 'created' | 'paid' | 'cancelled';
  trade_no: string | null;
  paid_at: Date | null;
  return_url: string | null;
}

export async function createDemoOrder(
  db: Queryable,
  order: { id: string; method: PaymentMethod; outTradeNo: string; amountMinor: number; currency: Currency },
  now: Date,
): Promise<void> {
  await db.query(
    `insert into demo_gateway_orders (id, method, out_trade_no, amount_minor, currency, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
    [order.id, order.method, order.outTradeNo, order.amountMinor, order.currency, now],
  );
}

export async function findDemoOrder(db: Queryable, id: string): Promise<DemoOrder | null> {
  const { rows } = await db.query<DemoOrder>('select * from demo_gateway_orders where id = $1', [id]);
  return rows[0] ?? null;
}

/** The demo buyer pays: an open order becomes paid once; paying again changes nothing. */
export async function payDemoOrder(db: Queryable, id: string, now: Date): Promise<DemoOrder | null> {
  await db.query(
    `update demo_gateway_orders set status = 'paid', paid_at = $2, trade_no = $3 where id = $1 and status = 'created'`,
    [id, now, `DEMO${randomBytes(10).toString('hex').toUpperCase()}`],
  );
  return findDemoOrder(db, id);
}

export async function cancelDemoOrder(db: Queryable, id: string): Promise<void> {
  await db.query(`update demo_gateway_orders set status = 'cancelled' where id = $1 and status = 'created'`, [id]);
}

/**
 * Closes a demo WeChat or Alipay order so its page no longer pays. Unlike Alipay, the demo gateway
 * can refuse a cashier it has not opened yet: such an order is recorded as cancelled at once.
 */
export async function closeDemoOrder(db: Queryable, attemptId: string): Promise<OrderState> {
  await db.query(
    `insert into demo_gateway_orders (id, method, out_trade_no, amount_minor, currency, status, created_at)
     select id, method, id, amount_minor, currency, 'cancelled', created_at from payment_attempts where id = $1
     on conflict (id) do update set status = 'cancelled' where demo_gateway_orders.status = 'created'`,
    [attemptId],
  );
  return demoOrderState(await findDemoOrder(db, attemptId));
}

export function demoOrderState(order: DemoOrder | null, orderId?: string): OrderState {
  if (!order) return { state: 'closed', providerStatus: 'NOT_FOUND' };
  if (order.status === 'cancelled') return { state: 'closed', providerStatus: 'CANCELLED' };
  if (order.status === 'created' || !order.trade_no) return { state: 'unpaid', providerStatus: 'NOTPAY' };
  return {
    state: 'paid',
    trade: {
      attemptId: order.out_trade_no,
      transactionId: order.trade_no,
      ...(orderId ? { orderId } : {}),
      amountMinor: order.amount_minor,
      currency: order.currency,
      ...(order.paid_at ? { paidAt: new Date(order.paid_at) } : {}),
    },
  };
}

/**
 * The demo gateway gives money back as a provider does: once per refund number (asking again
 * answers the first refund), never more than the order was paid, only for a paid order.
 */
export async function refundDemoOrder(db: Queryable, request: { refundId: string; attemptId: string; amountMinor: number }, now: Date): Promise<RefundState> {
  const { rows: orders } = await db.query<DemoOrder>("select * from demo_gateway_orders where out_trade_no = $1 and status = 'paid'", [request.attemptId]);
  const order = orders[0];
  if (!order) return { state: 'failed', providerStatus: 'ORDER_NOT_PAID' };
  const { rows: earlier } = await db.query<{ refund_id: string }>('select refund_id from demo_gateway_refunds where out_refund_no = $1', [request.refundId]);
  if (earlier[0]) return { state: 'succeeded', providerRefundId: earlier[0].refund_id, providerStatus: 'SUCCESS' };
  const { rows: sums } = await db.query<{ refunded: number }>('select coalesce(sum(amount_minor), 0)::int as refunded from demo_gateway_refunds where order_id = $1', [order.id]);
  if (sums[0]!.refunded + request.amountMinor > order.amount_minor) return { state: 'failed', providerStatus: 'NOT_ENOUGH' };
  const refundId = `DEMOREFUND${randomBytes(8).toString('hex').toUpperCase()}`;
  await db.query(
    'insert into demo_gateway_refunds (out_refund_no, order_id, amount_minor, refund_id, created_at) values ($1, $2, $3, $4, $5) on conflict do nothing',
    [request.refundId, order.id, request.amountMinor, refundId, now],
  );
  return refundDemoOrder(db, request, now);
}
