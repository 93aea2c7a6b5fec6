import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlipayVerifyResponse, CheckWxResponse, PaymentOptions, PaypalCreateResponse, WpayResponse } from '../../api-client/contract/payment.ts';
import { bookingRow, outboxFor, pathOf, placeHold, transactionsOf } from '../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());

/** The guest ends with one confirmed booking, one transaction, and e-mail (with .ics) and SMS. */
async function expectConfirmedOnce(hold: { code: string; email: string; phone: string; date: string }, method: string) {
  await t.app.outgoing.deliverDue();
  expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
  const transactions = await transactionsOf(t.db, hold.code);
  expect(transactions).toHaveLength(1);
  expect(transactions[0]).toMatchObject({ payment_method: method, outcome: 'confirmed' });
  const mail = await outboxFor(t.db, hold.email);
  expect(mail).toHaveLength(1);
  expect(mail[0]!.body).toContain(hold.code);
  expect(mail[0]!.attachments[0]).toMatchObject({ filename: 'booking.ics', contentType: expect.stringContaining('text/calendar') });
  expect(mail[0]!.attachments[0]!.content).toContain(`DTSTART:${hold.date.replace(/-/g, '')}T110000Z`);
  const sms = await outboxFor(t.db, hold.phone);
  expect(sms).toHaveLength(1);
  expect(sms[0]!.body).toContain(hold.code);
}

describe('the offline demo provider', () => {
  it('offers all three methods as demo, with no PayPal client id', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/payment_options' });
    expect(options.json<PaymentOptions>()).toEqual({
      methods: [
        { method: 'wechat', demo: true },
        { method: 'alipay', demo: true },
        { method: 'paypal', demo: true },
      ],
      currency: 'CNY',
      paypal_currency: 'USD',
      usd_per_rmb: 0.14,
      wechat_jsapi: true,
    });
  });

  it('WeChat: the QR opens our demo page, Pay pays, check_wx sees it, and it confirms once', async () => {
    const hold = await placeHold(t.app, t.db);
    const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code, lang: 'zh' });
    expect(wpay.status).toBe(200);
    const codeUrl = (wpay.body as { code_url: string }).code_url;
    expect(codeUrl).toMatch(/^http:\/\/book\.test:8080\/demo-pay\/wechat\/P[0-9A-Z]+$/);
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'NOTPAY' });

    // A phone that scanned the code: no cookies, no XSRF token.
    const page = await t.app.inject({ method: 'GET', url: pathOf(codeUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('DEMO');
    expect(page.body).toContain('RMB 1,000.00');
    const paid = await t.app.inject({ method: 'POST', url: pathOf(codeUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'SUCCESS' });
    await t.app.inject({ method: 'POST', url: pathOf(codeUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect((await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code })).body).toEqual({ code: 'ORDERPAID' });
    await expectConfirmedOnce(hold, 'wechat');
    expect((await outboxFor(t.db, hold.email))[0]!.subject).toContain('预订确认');
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([{ amount_minor: 1000_00, currency: 'CNY' }]);
  });

  it('PayPal: create and capture through the labelled demo, charged in USD at the rate', async () => {
    const hold = await placeHold(t.app, t.db);
    const created = await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code, amount: '0.01' });
    expect(created.body.id).toMatch(/^DEMO-/);
    expect(created.body.amount).toEqual({ currency_code: 'USD', value: '140.00' });
    const captured = await hold.guest.post('/api/paypal_capture', { oid: created.body.id, code: hold.code });
    expect(captured.body).toEqual({ status: 'COMPLETED' });
    expect((await hold.guest.post('/api/paypal_capture', { oid: created.body.id, code: hold.code })).body).toEqual({ status: 'COMPLETED' });
    await expectConfirmedOnce(hold, 'paypal');
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([{ amount_minor: 140_00, currency: 'USD' }]);
  });

  it('Alipay: the demo gateway page, Pay, back to /booking_result with signed parameters that verify', async () => {
    const hold = await placeHold(t.app, t.db);
    const created = await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code, device: 'desktop' });
    expect(created.body.url).toMatch(/^http:\/\/book\.test:8080\/demo-pay\/alipay\/gateway\.do\?/);
    const cashier = await t.app.inject({ method: 'GET', url: pathOf(created.body.url) });
    expect(cashier.statusCode).toBe(200);
    expect(cashier.body).toMatch(/Pay RMB 1,000\.00[\s\S]*Cancel/);
    const action = /action="([^"]+\/pay)"/.exec(cashier.body)![1]!;
    const paid = await t.app.inject({ method: 'POST', url: pathOf(action), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.pathname).toBe('/booking_result');
    const params = Object.fromEntries(back.searchParams);
    expect(params).toMatchObject({ sign_type: 'RSA2', total_amount: '1000.00' });

    const verified = await hold.guest.post<AlipayVerifyResponse>('/api/alipay_verify', { ...params, method: params.method ?? 'desktop' });
    expect(verified.body).toEqual({
      status: 'success',
      booking: { code: hold.code, gender: 'F', first_name: 'Mei', last_name: 'Lin', booking_date: hold.date, pax: 2, timeslot: '19:00', confirmation_channels: ['email', 'sms'] },
    });
    const tampered = await hold.guest.post<AlipayVerifyResponse>('/api/alipay_verify', { ...params, total_amount: '0.01' });
    expect(tampered.body).toEqual({ status: 'failed', booking: null });
    await expectConfirmedOnce(hold, 'alipay');
  });

  it('Alipay: Cancel on the demo gateway goes back to the booking, unpaid', async () => {
    const hold = await placeHold(t.app, t.db);
    const created = await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code, device: 'mobile' });
    const cashier = await t.app.inject({ method: 'GET', url: pathOf(created.body.url) });
    const cancel = /action="([^"]+\/cancel)"/.exec(cashier.body)![1]!;
    const back = await t.app.inject({ method: 'POST', url: pathOf(cancel), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(back.headers.location).toBe(`http://book.test:8080/booking_process/${hold.code}`);
    expect((await bookingRow(t.db, hold.code)).status).toBe('hold');
    expect(await transactionsOf(t.db, hold.code)).toEqual([]);
  });

  it('closes the open demo WeChat and Alipay orders once the booking is paid: their pages no longer pay', async () => {
    const hold = await placeHold(t.app, t.db, { time: '20:00' });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const codeUrl = ((await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code })).body as { code_url: string }).code_url;
    const gateway = (await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code })).body.url;
    const pay = /action="([^"]+\/pay)"/.exec((await t.app.inject({ method: 'GET', url: pathOf(gateway) })).body)![1]!;
    const order = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body;
    expect((await hold.guest.post('/api/paypal_capture', { oid: order.id, code: hold.code })).body).toEqual({ status: 'COMPLETED' });

    const scanned = await t.app.inject({ method: 'GET', url: pathOf(codeUrl) });
    expect(scanned.body).toContain('Closed');
    expect(scanned.body).not.toContain('<form');
    await t.app.inject({ method: 'POST', url: pathOf(codeUrl), headers: form, payload: '' });
    const cashier = await t.app.inject({ method: 'GET', url: pathOf(gateway) });
    expect(cashier.statusCode).toBe(409);
    expect(cashier.body).toContain('closed and can no longer be paid');
    expect(cashier.body).not.toContain('<form');
    expect((await t.app.inject({ method: 'POST', url: pathOf(pay), headers: form, payload: '' })).statusCode).toBe(409);
    expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([{ payment_method: 'paypal', outcome: 'confirmed' }]);
  });

  it('refuses unknown booking codes and bookings without a customer, changing nothing', async () => {
    const guest = (await placeHold(t.app, t.db, { time: '18:00' })).guest;
    expect((await guest.post('/api/wpay', { code: 'NOSUCHCODE' })).status).toBe(404);
    expect((await guest.get('/api/check_wx/NOSUCHCODE')).status).toBe(404);
    expect((await guest.post('/api/paypal_capture', { oid: 'DEMO-NOPE' })).status).toBe(404);
    const bare = await placeHold(t.app, t.db, { withCustomer: false, time: '18:00' });
    const refused = await bare.guest.post<{ error: string }>('/api/paypal_create', { code: bare.code });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('booking_incomplete');
    expect((await guest.post<{ errors: Record<string, string> }>('/api/wpay', {})).body.errors).toEqual({ code: 'code_required' });
  });
});
