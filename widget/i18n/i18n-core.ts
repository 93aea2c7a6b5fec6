import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { BookingRuleKey, BookingRules } from '../../api-client/rules/booking-rules.ts';

export type Lang = 'en' | 'zh';
export const LANGUAGES: readonly Lang[] = ['en', 'zh'];
/** The language key shared with the site: a choice made on one is used by the other. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const WIDGET_NAMESPACE = 'widget';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'zh';

/** The `lang` attribute or prop, else the stored choice, else English. */
export function resolveLang(explicit?: string | null): Lang {
  if (isLang(explicit)) return explicit;
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // storage blocked (sandboxed embeds): fall through to the default
  }
  return 'en';
}

/**
 * A separate i18next instance per widget (and one for the site), ready synchronously because the
 * given resources are already loaded: the first render is in the right language.
 */
export function createI18nInstance(lang: Lang, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // The embed bundles only the guest's language; others are added when switched to.
    partialBundledLanguages: true,
    defaultNS: WIDGET_NAMESPACE,
    ns: Object.keys(resources[lang] ?? resources.en ?? { [WIDGET_NAMESPACE]: {} }),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The numbers of the seating a guest chose (get_slots), stated by the refusals about that seating. */
export interface SeatingNumbers {
  /** Its smallest party (the private room's 6). */
  seating_min_party: number;
  /** The working days' notice its area needs (the private room's 7). */
  seating_notice_days: number;
}

/** The numbers a refusal may state: the restaurant's rules from its card, a seating's from get_slots. */
export type StatedNumbers = Partial<BookingRules & SeatingNumbers>;

/** The refusals whose text states one of the restaurant's numbers, and which one. */
const NUMBER_OF_ERROR: Readonly<Record<string, BookingRuleKey | keyof SeatingNumbers>> = {
  beyond_horizon: 'horizon_days',
  too_late_to_request: 'change_cancel_min_days',
  otp_resend_too_soon: 'otp_resend_seconds',
  private_room_min_party: 'seating_min_party',
  private_room_notice: 'seating_notice_days',
};

/**
 * Translates a server error key, else the server's readable text, else a generic line. A refusal
 * stating one of the restaurant's numbers takes it from `numbers`; without it the server's text,
 * which states the number it enforced, is shown.
 */
export function errorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  key: string | undefined,
  fallback?: string,
  numbers?: StatedNumbers,
): string {
  if (key) {
    const field = NUMBER_OF_ERROR[key];
    const count = field === undefined ? undefined : numbers?.[field];
    const text = field === undefined ? t(`errors.${key}`, { defaultValue: '' }) : count !== undefined ? t(`errors.${key}`, { defaultValue: '', count }) : '';
    if (text) return text;
  }
  return fallback || t('errors.generic');
}
