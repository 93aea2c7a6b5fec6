import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp } from '../../test/test-app.ts';

/**
 * Passkeys' refusals on the server (the whole ceremony runs in the browser test, with Chromium's
 * virtual authenticator): challenges are single-use and tied to their purpose and member, an
 * answer to no challenge signs nobody in, and a member lists and removes only their own.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let host: StaffBrowser;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
  await t.db.query(
    `insert into staff_passkeys (id, staff_id, public_key, label, created_at) select 'owners-key', id, decode('AAAA', 'base64'), 'Office', now() from staff where email = 'owner@restaurant.cn'`,
  );
});
afterAll(() => t.close());

const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin: t.app.config.PUBLIC_URL })).toString('base64url');
const challengeRows = async () => (await t.db.query<{ purpose: string }>('select purpose from staff_passkey_challenges order by created_at')).rows;

describe('passkeys on the server', () => {
  it('hands out a registration challenge to a signed-in member, with their existing passkeys excluded', async () => {
    const options = await t.app.inject({ method: 'POST', url: '/api/staff/passkeys/options', headers: host.headers(true) });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { id: new URL(t.app.config.PUBLIC_URL).hostname }, user: { name: 'host@restaurant.cn' }, excludeCredentials: [] });
    expect(await challengeRows()).toEqual([{ purpose: 'register' }]);
  });

  it('refuses a sign-in answer that names a challenge it was never given, or one made to register', async () => {
    const { challenge } = (await t.app.inject({ method: 'POST', url: '/api/staff/passkeys/options', headers: host.headers(true) })).json();
    const signIn = (clientDataJSON: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in/passkey',
        payload: { credential: { id: 'owners-key', rawId: 'owners-key', type: 'public-key', response: { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' } } },
      });
    const unknown = await signIn(clientData('webauthn.get', 'bm90LW91cnM'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: 'passkey_challenge_expired' });
    const wrongPurpose = await signIn(clientData('webauthn.get', challenge));
    expect(wrongPurpose.json()).toMatchObject({ error: 'passkey_challenge_expired' });
    // A real sign-in challenge with a signature that does not verify: refused, counted, no session.
    const options = await t.app.inject({ method: 'POST', url: '/api/staff/sign-in/passkey/options' });
    const forged = await signIn(clientData('webauthn.get', options.json().challenge));
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ error: 'passkey_not_accepted' });
    expect(forged.cookies).toEqual([]);
    const again = await signIn(clientData('webauthn.get', options.json().challenge));
    expect(again.json()).toMatchObject({ error: 'passkey_challenge_expired' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/staff/sign-in/passkey', payload: { credential: { id: 'x' } } });
    expect(malformed.statusCode).toBe(422);
  });

  it('keeps passkeys personal: a member lists and removes only their own', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/passkeys', headers: host.headers() })).json()).toEqual([]);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/staff/passkeys/owners-key', headers: host.headers(true) });
    expect(removed.statusCode).toBe(404);
    expect((await t.db.query("select id from staff_passkeys where id = 'owners-key'")).rows).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/passkeys/options' })).statusCode).toBe(401);
  });
});
