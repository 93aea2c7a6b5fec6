import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig, seedsDemo } from './config.ts';
import { productionProblems } from './production-readiness.ts';

const keys = Object.keys(configSchema.shape);

describe('settings', () => {
  it('are all documented in README.md and .env.example, so an operator can find each one', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    expect(keys.filter((key) => !readme.includes(`\`${key}\``))).toEqual([]);
    expect(keys.filter((key) => !example.includes(`${key}=`))).toEqual([]);
  });

  it('that production needs are marked [production] in .env.example, and no others', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const marked = [...example.matchAll(/^# ([A-Z0-9_]+)=.*\[production\]/gm)].map((match) => match[1]);
    // What production refuses without: nothing set, then Aliyun SMS and WeChat chosen but not finished.
    const wechat = { WECHAT_APPID: 'wx1', WECHAT_MCHID: '1', WECHAT_MERCHANT_SERIAL: 's', WECHAT_MERCHANT_PRIVATE_KEY: 'k', WECHAT_PLATFORM_PUBLIC_KEY: 'k', WECHAT_PLATFORM_SERIAL: 's', WECHAT_APIV3_KEY: 'k' };
    const problems = [
      ...productionProblems({ ...loadConfig({}), NODE_ENV: 'production' }),
      ...productionProblems({ ...loadConfig({}), NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', ...wechat }),
    ].join('\n');
    const named = keys.filter((key) => new RegExp(`\\b${key}\\b`).test(problems));
    expect(new Set(marked)).toEqual(new Set(['NODE_ENV', ...named]));
  });

  it('start with the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', EMBED_ORIGINS: '*', PUBLIC_URL: 'http://localhost:8080' });
  });

  it('keep the addresses others are made from without a trailing slash, however the operator wrote them', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://book.example.cn//',
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com/',
      WECHAT_API_BASE: 'https://api.mch.weixin.qq.com/',
      ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/',
    });
    expect(config).toMatchObject({
      PUBLIC_URL: 'https://book.example.cn',
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
      WECHAT_API_BASE: 'https://api.mch.weixin.qq.com',
      ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com',
    });
  });

  it('seed the demo restaurant by default, but in production only when SEED_DEMO=true says so', () => {
    expect(seedsDemo(loadConfig({}))).toBe(true);
    expect(seedsDemo(loadConfig({ SEED_DEMO: 'false' }))).toBe(false);
    expect(seedsDemo({ ...loadConfig({}), NODE_ENV: 'production' })).toBe(false);
    expect(seedsDemo({ ...loadConfig({ SEED_DEMO: 'true' }), NODE_ENV: 'production' })).toBe(true);
  });

  it('refuse a bad value with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('take the proxies in front as a hop count or their addresses, never "trust every hop"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.1.0.0/16']);
    // The leftmost X-Forwarded-For entry is written by the client: trusting all hops lets it pick its address.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: give the number of proxies/);
  });

  it('refuse an admin token shorter than 32 characters, which could be guessed', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short-admin-token-123456' })).toThrow(/ADMIN_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ ADMIN_TOKEN: 'a'.repeat(32) }).ADMIN_TOKEN).toHaveLength(32);
  });
});
