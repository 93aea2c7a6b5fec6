import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { publicDemoWarning } from './production-readiness.ts';

describe('a public (https) server without NODE_ENV=production', () => {
  it('is warned once that it runs demo payments and the dev outbox', () => {
    const warning = publicDemoWarning(loadConfig({ PUBLIC_URL: 'https://book.example.com' }));
    expect(warning).toContain('NODE_ENV is not production');
    expect(warning).toContain('demo payments (PayPal, WeChat Pay, Alipay');
    expect(warning).toContain('dev outbox');
  });

  it('names only what is a shortcut: no outbox, no demo methods', () => {
    const warning = publicDemoWarning(loadConfig({ PUBLIC_URL: 'https://book.example.com', OUTBOX_ENABLED: 'false', PAYMENT_METHODS: 'paypal' }));
    expect(warning).toContain('demo payments (PayPal:');
    expect(warning).not.toContain('outbox');
    expect(publicDemoWarning(loadConfig({ PUBLIC_URL: 'https://book.example.com', OUTBOX_ENABLED: 'false', PAYMENT_DEMO: 'off' }))).toBeNull();
  });

  it('is not warned on the local demo or in production', () => {
    expect(publicDemoWarning(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }))).toBeNull();
    expect(publicDemoWarning({ ...loadConfig({ PUBLIC_URL: 'https://book.example.com' }), NODE_ENV: 'production' })).toBeNull();
  });
});
