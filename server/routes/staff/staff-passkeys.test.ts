import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaffSession, staffXsrfFor } from '../../staff/staff-credentials.ts';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp } from '../../test/test-app.ts';

/**
 * Passkeys' refusals on the server (the whole ceremony runs in the browser test, with Chromium's
 * virtual authenticator): challenges are single-use and tied to their purpose and member, an
 * answer to no challenge signs nobody in, and a member lists and removes only their own.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let host: StaffBrowser;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await bootstrapOwner(t.app);
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

  it('are added only from a console session signed in by an e-mail code moments ago', async () => {
    const registerOptions = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/staff/passkeys/options', headers });
    // A personal token alone never makes a passkey, even the member's own.
    const made = await t.app.inject({ method: 'POST', url: '/api/staff/tokens', headers: { authorization: `Bearer ${owner}` }, payload: { label: 'script', email: 'host@restaurant.cn' } });
    const token = (made.json() as { token: string }).token;
    const byToken = await registerOptions({ authorization: `Bearer ${token}` });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.json()).toMatchObject({ error: 'passkey_needs_fresh_code' });
    const register = await t.app.inject({ method: 'POST', url: '/api/staff/passkeys', headers: { authorization: `Bearer ${token}` }, payload: { label: 'Mine', credential: { id: 'x', rawId: 'x', type: 'public-key', response: {} } } });
    expect(register.json()).toMatchObject({ error: 'passkey_needs_fresh_code' });
    // Nor a session a passkey opened.
    const hostId = (await t.db.query<{ id: number }>("select id from staff where email = 'host@restaurant.cn'")).rows[0]!.id;
    const session = await startStaffSession(t.db, hostId, t.clock.now(), 'passkey');
    const byPasskey = await registerOptions({ cookie: `tb_staff=${session}`, 'x-staff-xsrf': staffXsrfFor('test-app-secret-0123456789abcdef0123456789', session) });
    expect(byPasskey.json()).toMatchObject({ error: 'passkey_needs_fresh_code' });
    // Nor a code's session once ten minutes have passed; a new code opens the way again.
    t.clock.advance(11 * 60_000);
    expect((await registerOptions(host.headers(true))).json()).toMatchObject({ error: 'passkey_needs_fresh_code' });
    const again = await signInStaff(t.app, owner, 'host@restaurant.cn', '192.0.2.44');
    expect((await registerOptions(again.headers(true))).statusCode).toBe(200);
  });

  it("are listed and removed by owners, for any member, and go with the member", async () => {
    const asOwner = (method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${owner}` } });
    expect((await asOwner('GET', '/api/staff/members/owner@restaurant.cn/passkeys')).json()).toEqual([expect.objectContaining({ id: 'owners-key', label: 'Office' })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/members/owner@restaurant.cn/passkeys', headers: host.headers() })).statusCode).toBe(403);
    await t.db.query(
      `insert into staff_passkeys (id, staff_id, public_key, label, created_at) select k, id, decode('AAAA', 'base64'), 'Phone', now() from staff, (values ('hosts-key'), ('hosts-other-key')) as v(k) where email = 'host@restaurant.cn'`,
    );
    expect((await asOwner('DELETE', '/api/staff/members/host@restaurant.cn/passkeys/hosts-key')).json()).toEqual({ removed: 'hosts-key' });
    expect((await asOwner('DELETE', '/api/staff/members/host@restaurant.cn/passkeys/owners-key')).statusCode).toBe(404);
    const audit = await t.db.query<{ actor: string; action: string }>("select actor, action from audit_log where action = 'passkey.remove'");
    expect(audit.rows).toEqual([{ actor: 'owner@restaurant.cn', action: 'passkey.remove' }]);
    expect((await asOwner('DELETE', '/api/staff/members/host@restaurant.cn')).statusCode).toBe(200);
    expect((await t.db.query("select id from staff_passkeys where id = 'hosts-other-key'")).rows).toEqual([]);
  });
});
