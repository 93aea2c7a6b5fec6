import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createManualClock } from '../lib/clock.ts';
import { paymentProviders } from './payment-providers.ts';

const clock = createManualClock();
const unusedDb = {} as Database;
const providersFor = (env: Record<string, string>) => paymentProviders(loadConfig({ PUBLIC_URL: 'https://book.example', ...env }), unusedDb, clock);
const pem = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('choosing real or demo providers from the settings', () => {
  it('uses the demo for every method without credentials, by default', () => {
    const providers = providersFor({});
    expect([providers.wechat?.demo, providers.alipay?.demo, providers.paypal?.demo]).toEqual([true, true, true]);
  });

  it('never uses the demo for a method that has credentials', () => {
    const providers = providersFor({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(providers.paypal?.demo).toBe(false);
    expect(providers.wechat?.demo).toBe(true);
  });

  it('offers nothing without credentials when PAYMENT_DEMO=off', () => {
    const providers = providersFor({ PAYMENT_DEMO: 'off', ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY: String(pem.privateKey.export({ type: 'pkcs8', format: 'pem' })), ALIPAY_PUBLIC_KEY: String(pem.publicKey.export({ type: 'spki', format: 'pem' })) });
    expect(providers.wechat).toBeUndefined();
    expect(providers.paypal).toBeUndefined();
    expect(providers.alipay?.demo).toBe(false);
    expect(providers.demoAlipayKeys).toBeUndefined();
  });

  it('stops the server on half a configuration rather than falling back to the demo', () => {
    expect(() => providersFor({ WECHAT_APPID: 'wx1', WECHAT_MCHID: '190000' })).toThrow(/wechat payments are half configured: set WECHAT_MERCHANT_SERIAL/);
    expect(() => providersFor({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });
});
