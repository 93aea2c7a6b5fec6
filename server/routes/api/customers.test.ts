import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEmail, verifyPhone } from '../../otp/test-verify.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
const freshGuest = () => Guest.start(t.app, 'cookies', `10.2.0.${nextIp++}`);
const customersTable = async () => (await t.db.query('select * from customers order by id')).rows;

const details = { first_name: 'Wei', last_name: 'Li', gender: 'M', country: '86', phone: '13800138000', email: 'li.wei@example.cn' };

describe('check_phone and check_email', () => {
  it('say whether a customer has the contact', async () => {
    const guest = await freshGuest();
    expect((await guest.post('/api/check_phone', { country: '86', phone: '13811112222' })).body).toEqual({ customer: 0 });
    expect((await guest.post('/api/check_email', { email: 'Known@Example.cn' })).body).toEqual({ customer: 0 });
    await t.db.query(
      `insert into customers (first_name, last_name, gender, country_code_id, phone, email)
       values ('Known', 'Guest', 'F', (select id from countries where calling_code = '86'), '13811112222', 'known@example.cn')`,
    );
    expect((await guest.post('/api/check_phone', { country: '86', phone: '13811112222' })).body).toEqual({ customer: 1 });
    expect((await guest.post('/api/check_email', { email: ' KNOWN@example.cn' })).body).toEqual({ customer: 1 });
  });

  it.each([
    ['/api/check_phone', {}, 'phone_required'],
    ['/api/check_phone', { country: '86', phone: '1381111222' }, 'phone_format_error'],
    ['/api/check_phone', { country: '86', phone: { n: 1 } }, 'phone_format_error'],
    ['/api/check_email', { email: '' }, 'email_required'],
    ['/api/check_email', { email: 'nobody@' }, 'email_format_error'],
  ])('%s refuses %j with %s', async (url, payload, key) => {
    const response = await (await freshGuest()).post(url, payload);
    expect(response).toMatchObject({ status: 422, body: { error: key } });
  });
});

describe('get_customer and add_customer', () => {
  it('refuses a session that did not verify the contact', async () => {
    const guest = await freshGuest();
    const lookup = await guest.post('/api/get_customer', { country: '86', phone: '13800138000', email: null });
    expect(lookup).toMatchObject({ status: 403, body: { error: 'contact_not_verified', errors: { contact: 'contact_not_verified' } } });
    const before = await customersTable();
    const added = await guest.post('/api/add_customer', details);
    expect(added.status).toBe(403);
    expect(await customersTable()).toEqual(before);
  });

  it('creates the customer of a verified phone, then finds and updates it', async () => {
    const guest = await freshGuest();
    await verifyPhone(t.app, guest, '13800138000');
    expect((await guest.post('/api/get_customer', { country: '86', phone: '13800138000', email: null })).body).toEqual({});
    const added = await guest.post<{ id: number }>('/api/add_customer', { ...details, first_name: '  Wei  ' });
    expect(added.status).toBe(200);
    const found = await guest.post('/api/get_customer', { country: 86, phone: '13800138000', email: '' });
    expect(found.body).toEqual({
      id: added.body.id,
      first_name: 'Wei',
      last_name: 'Li',
      gender: 'M',
      country_code: { id: expect.any(Number), calling_code: '86' },
      country_code_id: expect.any(Number),
      phone: '13800138000',
      // Given without proof (the guest verified the phone): kept for the booking, never on the customer.
      email: null,
      // No paid booking and nothing staff set: no allergies to offer.
      remembered_food: '',
    });
    // Saving step 2 again as the same guest updates that customer; a rename goes through update_customer.
    const again = await guest.post<{ id: number }>('/api/add_customer', { ...details, first_name: 'wei', gender: 'M' });
    expect(again.body.id).toBe(added.body.id);
    expect((await guest.put(`/api/update_customer/${added.body.id}`, { ...details, last_name: 'Li-Zhang' })).status).toBe(200);
    expect((await customersTable()).filter((row) => row.phone === '13800138000')).toMatchObject([{ id: added.body.id, last_name: 'Li-Zhang' }]);
  });

  it('creates the customer of a verified e-mail, refusing a phone it did not prove', async () => {
    const guest = await freshGuest();
    await verifyEmail(t.app, guest, 'Abroad@Example.com');
    const anna = { first_name: 'Anna', last_name: 'Berg', gender: 'F', email: 'abroad@example.com' };
    const before = await customersTable();
    const withPhone = await guest.post('/api/add_customer', { ...anna, country: '44', phone: '7700900123' });
    expect(withPhone).toMatchObject({ status: 403, body: { error: 'contact_not_verified', errors: { phone: 'contact_not_verified' } } });
    expect(await customersTable()).toEqual(before);
    const added = await guest.post<{ id: number }>('/api/add_customer', { ...anna, country: null, phone: null });
    expect(added.status).toBe(200);
    const found = await guest.post('/api/get_customer', { country: null, phone: null, email: 'ABROAD@example.com' });
    expect(found.body).toMatchObject({ id: added.body.id, phone: null, email: 'abroad@example.com' });
  });

  it('asks for the phone when the session verified a phone and the form has none', async () => {
    const guest = await freshGuest();
    await verifyPhone(t.app, guest, '13800138111');
    const response = await guest.post('/api/add_customer', { ...details, phone: '', email: 'other@example.cn' });
    expect(response).toMatchObject({ status: 422, body: { errors: { phone: 'phone_required' } } });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing first name', { first_name: undefined }, 'first_name', 'first_name_required'],
    ['blank first name', { first_name: '   ' }, 'first_name', 'first_name_required'],
    ['first name too long', { first_name: 'W'.repeat(101) }, 'first_name', 'first_name_too_long'],
    ['first name of the wrong type', { first_name: 7 }, 'first_name', 'first_name_invalid'],
    ['missing last name', { last_name: '' }, 'last_name', 'last_name_required'],
    ['last name too long', { last_name: 'L'.repeat(101) }, 'last_name', 'last_name_too_long'],
    ['missing gender', { gender: undefined }, 'gender', 'gender_required'],
    ['unknown gender', { gender: 'X' }, 'gender', 'gender_required'],
    ['malformed mobile', { phone: '23800138000' }, 'phone', 'phone_format_error'],
    ['phone with letters', { phone: '1380013800O' }, 'phone', 'phone_format_error'],
    ['phone too long', { phone: '1'.repeat(30) }, 'phone', 'phone_format_error'],
    ['missing e-mail', { email: undefined }, 'email', 'email_required'],
    ['malformed e-mail', { email: 'li.wei@' }, 'email', 'email_format_error'],
    ['e-mail too long', { email: `${'x'.repeat(260)}@example.cn` }, 'email', 'email_format_error'],
    ['unknown country', { country: '999' }, 'country', 'country_invalid'],
    ['malformed country', { country: 'CN' }, 'country', 'country_invalid'],
  ];
  it.each(invalid)('refuses %s with 422 and changes nothing', async (_name, change, field, key) => {
    const guest = await freshGuest();
    const email = await verifyEmail(t.app, guest, `form${nextIp}@example.cn`);
    const before = await customersTable();
    const response = await guest.post<{ message: string; errors: Record<string, string> }>('/api/add_customer', {
      ...details,
      phone: '13900000001',
      email,
      ...change,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toBe(key);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await customersTable()).toEqual(before);
  });

  it('accepts the form that the refusals above only spoil in one field', async () => {
    const guest = await freshGuest();
    const email = await verifyEmail(t.app, guest, 'form-ok@example.cn');
    const response = await guest.post('/api/add_customer', { ...details, phone: null, email });
    expect(response.status).toBe(200);
  });

  it('refuses a phone the session did not prove, whether or not a customer has it, telling nothing', async () => {
    const guest = await freshGuest();
    await verifyEmail(t.app, guest, 'newcomer@example.cn');
    const before = await customersTable();
    for (const phone of ['13800138000', '13800138999']) {
      const response = await guest.post('/api/add_customer', { ...details, phone, email: 'newcomer@example.cn' });
      expect(response).toMatchObject({ status: 403, body: { error: 'contact_not_verified', errors: { phone: 'contact_not_verified' } } });
    }
    expect(await customersTable()).toEqual(before);
  });

  it('lets a couple share one e-mail: each is a customer of their own, neither refused nor overwritten', async () => {
    // "This e-mail address belongs to another customer" was a dead end for a couple.
    const email = 'the.chens@example.cn';
    const him = await freshGuest();
    await verifyEmail(t.app, him, email);
    const tom = await him.post<{ id: number }>('/api/add_customer', { first_name: 'Tom', last_name: 'Chen', gender: 'M', country: null, phone: null, email });
    expect(tom.status).toBe(200);

    const her = await freshGuest();
    t.clock.advance(61_000);
    await verifyEmail(t.app, her, email);
    const mary = await her.post<{ id: number }>('/api/add_customer', { first_name: 'Mary', last_name: 'Chen', gender: 'F', country: null, phone: null, email });
    expect(mary.status).toBe(200);
    expect(mary.body.id).not.toBe(tom.body.id);
    expect((await customersTable()).filter((row) => row.email === email)).toMatchObject([
      { id: tom.body.id, first_name: 'Tom' },
      { id: mary.body.id, first_name: 'Mary' },
    ]);
    // Either of them saving step 2 again finds their own record, not the other's.
    expect((await her.post<{ id: number }>('/api/add_customer', { first_name: 'Mary', last_name: 'Chen', gender: 'F', country: null, phone: null, email })).body.id).toBe(mary.body.id);
    // get_customer by the shared e-mail answers the one who saved last, for the welcome back.
    expect((await him.post('/api/get_customer', { country: null, phone: null, email })).body).toMatchObject({ id: mary.body.id });
  });
});
