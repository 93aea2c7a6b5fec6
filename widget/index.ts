/**
 * The widget as the site uses it, and the only module the site imports from widget/ (beside its
 * stylesheets in widget/styles/): the views the embed shows, their provider, and the language
 * helpers both share.
 */

export { WidgetProvider, type WidgetServices } from './app/widget-context.tsx';
export { BookingView, type BookingViewProps } from './features/booking/booking-view.tsx';
export { BookingProcessView, type BookingProcessViewProps } from './features/booking-process/booking-process-view.tsx';
export { MyBookingsView, type MyBookingsViewProps } from './features/my-bookings/my-bookings-view.tsx';
export { createI18nInstance, errorText, isLang, resolveLang, LANGUAGES, LANGUAGE_STORAGE_KEY, WIDGET_NAMESPACE, type Lang } from './i18n/i18n-core.ts';
export { addWidgetStrings, loadStrings } from './i18n/load-strings.ts';
export type { WidgetStrings } from './i18n/strings-shape.ts';
export { useLanguageText, type LanguageText } from './i18n/use-language-text.ts';
export { formatTimeslot, formatVisitDate } from './rules/formats.ts';
export { useFocusTrap } from './app/use-focus-trap.ts';
export { ContactVerification } from './components/contact-verification/contact-verification.tsx';
export type { VerifiedContact } from './components/contact-verification/otp-channel.tsx';
