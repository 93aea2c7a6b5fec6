import { isLang, type Lang } from '../i18n/i18n-core.ts';

/** The observed attributes of <table-booking>; a removed attribute means "use the default". */
export const OBSERVED_ATTRIBUTES = ['api', 'lang', 'view', 'theme', 'phone'] as const;

export type WidgetViewName = 'booking' | 'my-bookings';
export type WidgetTheme = 'light' | 'dark' | 'auto';
export type WidgetState = 'loading' | 'ready' | 'error';

export interface WidgetAttributes {
  /** The API's base URL; default: the origin the script was loaded from. */
  api: string;
  /** en | zh; default: the stored language choice, else en. */
  lang: Lang | null;
  view: WidgetViewName;
  theme: WidgetTheme;
  /** The phone line help texts name; '' when unset (then the restaurant's card gives it). */
  phone: string;
}

export function readAttributes(element: Element, scriptOrigin: string): WidgetAttributes {
  const lang = element.getAttribute('lang');
  const view = element.getAttribute('view');
  const theme = element.getAttribute('theme');
  return {
    api: (element.getAttribute('api') || scriptOrigin).replace(/\/+$/, ''),
    lang: isLang(lang) ? lang : null,
    view: view === 'my-bookings' ? 'my-bookings' : 'booking',
    theme: theme === 'dark' || theme === 'auto' ? theme : 'light',
    phone: element.getAttribute('phone')?.trim() ?? '',
  };
}
