import { describe, expect, it } from 'vitest';
import { demoSettings } from '../restaurant/seed.ts';
import { PREVIEW_KINDS, previewMessages as previewWith } from './message-previews.ts';

const previewMessages = (kind: (typeof PREVIEW_KINDS)[number], lang: 'en' | 'zh') => previewWith(kind, lang, demoSettings);

describe('message previews', () => {
  it('cover every message a guest gets about a booking', () => {
    expect([...PREVIEW_KINDS].sort()).toEqual(['cancelled', 'confirmation', 'moved', 'refunded', 'reminder', 'request_declined']);
    expect(previewMessages('refunded', 'zh')[0]!.text).toContain('人民币 250.50 元');
    expect(previewMessages('refunded', 'en')[0]!.text).toContain('RMB 250.50');
    expect(previewMessages('request_declined', 'zh')[0]!.text).toContain('我们无法按您的申请更改以下预订');
  });

  for (const kind of PREVIEW_KINDS) {
    it(`show the ${kind} in both languages with the house's name order and glossary`, () => {
      const zh = previewMessages(kind, 'zh');
      const en = previewMessages(kind, 'en');
      expect(zh.map((message) => message.channel)).toEqual(['email', 'sms']);
      expect(zh[0]!.text).toContain('林美玲女士');
      expect(en[0]!.text).toContain('Ms 林美玲');
      for (const message of [...zh, ...en]) {
        expect(message.text).not.toContain('美玲 林');
        expect(message.text).not.toMatch(/persons|订位|定金/);
      }
      for (const message of zh) expect(message.text).toMatch(/[\u4e00-\u9fff]/);
      expect(zh[0]!.subject).toContain('K7M2Q9XW4T8HZ3PA');
      expect(en[0]!.subject).toContain('K7M2Q9XW4T8HZ3PA');
    });
  }
});
