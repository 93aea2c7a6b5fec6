import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { addMember, openRestaurant, signInOnPage, type Restaurant } from './helpers/staff-console.ts';

/**
 * Chromium's virtual authenticator (CDP WebAuthn) stands in for the device's screen lock. The console's origin
 * is PUBLIC_URL (http://localhost:PORT), as a passkey needs a domain, not an address.
 */
const WORDS = {
  en: {
    email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', tonight: 'Tonight', nav: 'Passkeys',
    name: 'Name (e.g. “Counter iPad”)', add: 'Add passkey', added: 'Passkey “Counter iPad” added.', signOut: 'Sign out', withPasskey: 'Sign in with a passkey',
    people: 'People', passkeysOf: (email: string) => `Passkeys of ${email}`, remove: (email: string) => `Remove passkey Counter iPad of ${email}`,
    removed: (email: string) => `Passkey “Counter iPad” of ${email} removed`, notAccepted: 'This passkey was not accepted.',
  },
  zh: {
    email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', tonight: '今晚', nav: '通行密钥',
    name: '名称（如“吧台 iPad”）', add: '添加通行密钥', added: '已添加通行密钥“Counter iPad”。', signOut: '退出登录', withPasskey: '使用通行密钥登录',
    people: '员工', passkeysOf: (email: string) => `${email} 的通行密钥`, remove: (email: string) => `移除 ${email} 的通行密钥 Counter iPad`,
    removed: (email: string) => `已移除 ${email} 的通行密钥“Counter iPad”`, notAccepted: '此通行密钥未被接受',
  },
} as const;

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
let base: string;

beforeAll(async () => {
  site = await startSite();
  base = site.url.replace('127.0.0.1', 'localhost');
  restaurant = await openRestaurant(site, 'owner@passkeys.test');
  await addMember(restaurant, 'host-en@passkeys.test', 'host');
  await addMember(restaurant, 'host-zh@passkeys.test', 'host');
  for (const lang of ['en', 'zh']) await addMember(restaurant, `owner-${lang}@passkeys.test`, 'owner');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page whose browser has a platform authenticator that holds discoverable passkeys and verifies its user. */
async function pageWithAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return page;
}

describe.each([
  ['en', { viewport: { width: 1280, height: 900 } }],
  ['zh', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const)('passkeys in %s', (lang, device) => {
  const w = WORDS[lang];
  it('adds a passkey once signed in by code, signs in with it alone, and is refused once an owner removed it', async () => {
    const context = await browser.newContext(device);
    try {
      const page = await pageWithAuthenticator(context);
      if (lang === 'zh') {
        await page.goto(`${base}/staff`);
        await page.getByRole('button', { name: '中文' }).click();
      }
      await signInOnPage(page, restaurant, `host-${lang}@passkeys.test`, w, base);
      await page.getByRole('heading', { name: w.tonight, level: 1 }).waitFor();
      await page.getByRole('link', { name: w.nav }).click();
      await page.getByLabel(w.name).fill('Counter iPad');
      await page.getByRole('button', { name: w.add }).click();
      await page.getByRole('status').getByText(w.added, { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const mine = await (await page.request.get(`${base}/api/staff/passkeys`)).json();
      expect(mine).toEqual([expect.objectContaining({ label: 'Counter iPad', last_used_at: null })]);

      await page.getByRole('button', { name: w.signOut }).click();
      await page.getByRole('button', { name: w.withPasskey }).click();
      // Signed in again where the member left: the console's passkeys page.
      await page.getByRole('button', { name: w.signOut }).waitFor();
      await page.getByRole('heading', { name: w.nav, level: 1 }).waitFor();
      const me = await (await page.request.get(`${base}/api/staff/me`)).json();
      expect(me.member.email).toBe(`host-${lang}@passkeys.test`);
      const used = await (await page.request.get(`${base}/api/staff/passkeys`)).json();
      expect(used[0].last_used_at).not.toBeNull();

      // The device is lost: an owner removes its passkey on the People page, by keyboard, and it signs in no more.
      await ownerRemovesPasskeyOf(`host-${lang}@passkeys.test`);
      await page.getByRole('button', { name: w.signOut }).click();
      await page.getByRole('button', { name: w.withPasskey }).click();
      await page.getByRole('alert').getByText(w.notAccepted, { exact: false }).waitFor();
      expect((await page.request.get(`${base}/api/staff/me`)).status()).toBe(401);
    } finally {
      await context.close();
    }
  });

  async function ownerRemovesPasskeyOf(email: string): Promise<void> {
    const context = await browser.newContext(device);
    try {
      const owner = await context.newPage();
      if (lang === 'zh') {
        await owner.goto(`${base}/staff`);
        await owner.getByRole('button', { name: '中文' }).click();
      }
      await signInOnPage(owner, restaurant, `owner-${lang}@passkeys.test`, w, base);
      await owner.getByRole('heading', { name: w.tonight, level: 1 }).waitFor();
      await owner.getByRole('link', { name: w.people }).click();
      await owner.getByRole('button', { name: w.passkeysOf(email) }).focus();
      await owner.keyboard.press('Enter');
      const remove = owner.getByRole('button', { name: w.remove(email) });
      await remove.focus();
      expect(await seriousViolations(owner)).toEqual([]);
      await owner.keyboard.press('Enter');
      await owner.getByRole('status').getByText(w.removed(email), { exact: false }).waitFor();
      await remove.waitFor({ state: 'detached' });
      const audit = await (await owner.request.get(`${base}/api/staff/audit?limit=5`)).json();
      expect(audit.map((entry: { action: string }) => entry.action)).toContain('passkey.remove');
    } finally {
      await context.close();
    }
  }

});

it('refuses a passkey answer to no challenge of ours, changing nothing', async () => {
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'bm90LW91cnM', origin: base })).toString('base64url');
  const response = await fetch(`${site.url}/api/staff/sign-in/passkey`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' } } }),
  });
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ error: 'passkey_challenge_expired' });
  expect((await fetch(`${site.url}/api/staff/me`)).status).toBe(401);
});
