import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from './config.ts';

const keys = Object.keys(configSchema.shape);

describe('settings', () => {
  it('are all documented in README.md and .env.example, so an operator can find each one', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    expect(keys.filter((key) => !readme.includes(`\`${key}\``))).toEqual([]);
    expect(keys.filter((key) => !example.includes(`${key}=`))).toEqual([]);
  });

  it('start with the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', EMBED_ORIGINS: '*', PUBLIC_URL: 'http://localhost:8080' });
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
