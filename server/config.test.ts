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
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', EMBED_ORIGINS: '*', OTP_RESEND_SECONDS: 60, PUBLIC_URL: 'http://localhost:8080' });
  });

  it('refuse a bad value with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});
