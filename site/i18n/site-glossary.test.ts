import { describe, expect, it } from 'vitest';
import { AVOIDED_TERMS, GLOSSARY } from '../../api-client/rules/glossary.ts';
import { siteEn } from './site-en.ts';
import { siteZh } from './site-zh.ts';

/** Issue 19 (defect 13): the site's texts use the glossary's words ("我的预订", never "订位"). */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : [];
const CJK = /[\u3400-\u9fff]/;

describe('the site and the glossary', () => {
  it('uses no word the glossary replaced, in Chinese wherever it appears', () => {
    const chinese = [...strings(siteZh), ...strings(siteEn).filter((text) => CJK.test(text))];
    for (const term of AVOIDED_TERMS.zh) expect(chinese.filter((text) => text.includes(term)), term).toEqual([]);
    for (const term of AVOIDED_TERMS.en) expect(strings(siteEn).filter((text) => text.includes(term)), term).toEqual([]);
  });

  it('names My bookings as the widget and the e-mails do', () => {
    expect(siteZh.titles.my_bookings).toBe(GLOSSARY.zh.myBookings);
    expect(siteEn.titles.my_bookings).toBe(GLOSSARY.en.myBookings);
  });
});
