import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEmail, verifyPhone } from '../../otp/test-verify.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: Guest;
let stranger: Guest;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await Guest.start(t.app, 'token', '10.3.0.1');
  stranger = await Guest.start(t.app, 'cookies', '10.3.0.2');
  await verifyPhone(t.app, owner, '13800138000');
  await verifyEmail(t.app, owner, 'mei.chen@example.cn');
  await verifyPhone(t.app, stranger, '13900139000');
  const added = await owner.post<{ id: number }>('/api/add_customer', {
    first_name: 'Mei',
    last_name: 'Chen',
    gender: 'F',
    country: '86',
    phone: '13800138000',
    email: 'mei.chen@example.cn',
  });
  customerId = added.body.id;
});
afterAll(() => t.close());

const customerRow = async (id = customerId) => (await t.db.query('select * from customers where id = $1', [id])).rows[0];
const mei = { first_name: 'Mei', last_name: 'Chen', gender: 'F', country: '86', phone: '13800138000', email: 'mei.chen@example.cn' };

describe('a customer belongs to the session that verified its contact', () => {
  it('lets the owner change the details', async () => {
    const response = await owner.put(`/api/update_customer/${customerId}`, { ...mei, last_name: 'Chen-Wang' });
    expect(response).toMatchObject({ status: 200, body: { id: customerId } });
    expect(await customerRow()).toMatchObject({ last_name: 'Chen-Wang', email: 'mei.chen@example.cn' });
  });

  it('hides the customer from another session, whatever it posts', async () => {
    const lookup = await stranger.post('/api/get_customer', { country: '86', phone: '13800138000', email: 'mei.chen@example.cn' });
    expect(lookup).toMatchObject({ status: 403, body: { error: 'contact_not_verified' } });
  });

  it('refuses another session\u2019s update and changes nothing', async () => {
    const before = await customerRow();
    const attempts = [
      { ...mei, first_name: 'Mallory' },
      { ...mei, phone: '13900139000', email: 'mallory@example.cn' },
    ];
    for (const payload of attempts) {
      const response = await stranger.put(`/api/update_customer/${customerId}`, payload);
      expect(response).toMatchObject({ status: 403, body: { error: 'customer_not_yours' } });
    }
    expect(await customerRow()).toEqual(before);
  });

  it('never lets add_customer reach the customer through an e-mail the session did not prove', async () => {
    const before = await customerRow();
    const response = await stranger.post('/api/add_customer', { ...mei, phone: '', first_name: 'Mallory' });
    expect(response.status).toBe(422);
    // Mallory's own record is made, for her proven phone only; Mei's is untouched.
    const viaEmail = await stranger.post<{ id: number }>('/api/add_customer', { ...mei, phone: '13900139000', first_name: 'Mallory' });
    expect(viaEmail.status).toBe(200);
    expect(viaEmail.body.id).not.toBe(customerId);
    expect(await customerRow(viaEmail.body.id)).toMatchObject({ first_name: 'Mallory', phone: '13900139000', email: null });
    expect(await customerRow()).toEqual(before);
  });

  it('answers unknown and malformed ids like another guest\u2019s', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '12345678901234567890']) {
      const response = await owner.put(`/api/update_customer/${id}`, mei);
      expect(response.status).toBe(403);
    }
  });

  it('refuses an update that would leave no contact the session verified', async () => {
    const before = await customerRow();
    const response = await owner.put(`/api/update_customer/${customerId}`, { ...mei, phone: '13700137000', email: 'elsewhere@example.cn' });
    expect(response).toMatchObject({ status: 403, body: { error: 'contact_not_verified' } });
    expect(await customerRow()).toEqual(before);
  });

  it('refuses invalid details with 422 and changes nothing', async () => {
    const before = await customerRow();
    const response = await owner.put<{ errors: Record<string, string> }>(`/api/update_customer/${customerId}`, {
      ...mei,
      first_name: '',
      gender: 'Q',
      email: 'broken',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ first_name: 'first_name_required', gender: 'gender_required', email: 'email_format_error' });
    expect(await customerRow()).toEqual(before);
  });

  it('lets a session that verified the e-mail change the customer too', async () => {
    const other = await Guest.start(t.app, 'cookies', '10.3.0.3');
    t.clock.advance(61_000); // the owner had a code for this address a moment ago
    await verifyEmail(t.app, other, 'mei.chen@example.cn');
    // The widget sends no phone for a guest who verified by e-mail: the proven one on record stays.
    const response = await other.put(`/api/update_customer/${customerId}`, { ...mei, phone: null, first_name: 'Meimei' });
    expect(response.status).toBe(200);
    expect(await customerRow()).toMatchObject({ first_name: 'Meimei', phone: '13800138000', email: 'mei.chen@example.cn' });
    const unproven = await other.put(`/api/update_customer/${customerId}`, { ...mei, first_name: 'Mallory' });
    expect(unproven).toMatchObject({ status: 403, body: { errors: { phone: 'contact_not_verified' } } });
  });
});
