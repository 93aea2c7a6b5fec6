/**
 * Weekday and month names by language and width, from Intl, made once per language: what the
 * server and the tests use. The browser bundles (the site and the embed) get this module with the
 * same names written in at build time instead (vite.date-names.ts, writtenDateNameTable): the first
 * Intl date formatter a page builds costs a phone's main thread tens of milliseconds of script
 * (ICU's locale data) before the first paint, for names that never change.
 */
export type DateNameLang = 'en' | 'zh';
export const DATE_NAME_LANGS: readonly DateNameLang[] = ['en', 'zh'];

/** One language's names: weekdays Sunday first (index = getUTCDay()), months January first (index = getUTCMonth()). */
export interface DateNameTable {
  weekday: Record<'long' | 'short' | 'narrow', readonly string[]>;
  month: Record<'long' | 'short', readonly string[]>;
}

const LOCALES: Record<DateNameLang, string> = { en: 'en-US', zh: 'zh-CN' };
/** 4-10 January 1970 ran Sunday to Saturday; the firsts of its months. UTC midnights, read in UTC. */
const WEEK = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(1970, 0, 4 + index)));
const MONTHS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(1970, index, 1)));

/** Every name of `lang` from Intl (five formatters). */
export function intlDateNames(lang: DateNameLang): DateNameTable {
  const names = (options: Intl.DateTimeFormatOptions, days: readonly Date[]) => {
    const format = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    return days.map((day) => format.format(day));
  };
  return {
    weekday: { long: names({ weekday: 'long' }, WEEK), short: names({ weekday: 'short' }, WEEK), narrow: names({ weekday: 'narrow' }, WEEK) },
    month: { long: names({ month: 'long' }, MONTHS), short: names({ month: 'short' }, MONTHS) },
  };
}

const made: Partial<Record<DateNameLang, DateNameTable>> = {};

export function dateNameTable(lang: DateNameLang): DateNameTable {
  return (made[lang] ??= intlDateNames(lang));
}

/** This module as the browser bundles get it: dateNameTable with every language's names from Intl now. */
export function writtenDateNameTable(): string {
  const names = Object.fromEntries(DATE_NAME_LANGS.map((lang) => [lang, intlDateNames(lang)]));
  return `const NAMES = ${JSON.stringify(names)};\nexport const dateNameTable = (lang) => NAMES[lang];\n`;
}
