import { describe, expect, it } from 'vitest';
import { AVOIDED_ON_SCREENS, AVOIDED_TERMS, GLOSSARY, titleCaseWords } from '../../api-client/rules/glossary.ts';
import { en as widgetEn } from '../../widget/i18n/en.ts';
import { zh as widgetZh } from '../../widget/i18n/zh.ts';
import { privacyEn } from '../features/privacy/privacy-en.ts';
import { privacyZh } from '../features/privacy/privacy-zh.ts';
import { siteEn } from './site-en.ts';
import { siteZh } from './site-zh.ts';

/** The site's texts use the glossary's words ("我的预订", never "订位" or "查询预订"). */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : [];
const CJK = /[\u3400-\u9fff]/;

describe('the site and the glossary', () => {
  it('uses no word the glossary replaced, in Chinese wherever it appears', () => {
    const english = [...strings(siteEn), ...strings(privacyEn)].filter((text) => !CJK.test(text));
    const chinese = [...strings(siteZh), ...strings(privacyZh), ...strings(siteEn).filter((text) => CJK.test(text))];
    for (const term of [...AVOIDED_TERMS.zh, ...AVOIDED_ON_SCREENS.zh]) expect(chinese.filter((text) => text.includes(term)), term).toEqual([]);
    for (const term of [...AVOIDED_TERMS.en, ...AVOIDED_ON_SCREENS.en]) expect(english.filter((text) => text.includes(term)), term).toEqual([]);
  });

  it('names My bookings as the widget and the e-mails do, in the title, the navigation, home and the result page', () => {
    for (const [site, lang] of [[siteEn, 'en'], [siteZh, 'zh']] as const) {
      const myBookings = GLOSSARY[lang].myBookings;
      expect([site.titles.my_bookings, site.nav.my_bookings, site.home.check, site.result.my_bookings]).toEqual([myBookings, myBookings, myBookings, myBookings]);
    }
    expect(privacyEn.sections.flatMap((section) => section.paragraphs).join(' ')).toContain(`“${GLOSSARY.en.myBookings}”`);
    expect(privacyZh.sections.flatMap((section) => section.paragraphs).join(' ')).toContain(`“${GLOSSARY.zh.myBookings}”`);
  });

  it('says closed and maintenance with the same words as the widget', () => {
    for (const [site, widget, lang] of [[siteEn, widgetEn, 'en'], [siteZh, widgetZh, 'zh']] as const) {
      expect([site.landing.closed, site.landing.maintenance]).toEqual([GLOSSARY[lang].closedNotice, GLOSSARY[lang].maintenanceNotice]);
      expect([widget.embed.closed, widget.embed.maintenance]).toEqual([site.landing.closed, site.landing.maintenance]);
    }
  });

  it('writes English labels in sentence case', () => {
    expect([...strings(siteEn), ...privacyEn.sections.map((section) => section.title), privacyEn.title].filter((text) => titleCaseWords(text).length > 0)).toEqual([]);
  });
});
