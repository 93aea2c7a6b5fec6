/** What the site renders with React: the same views the embed shows, plus their provider. */
export { WidgetProvider, type WidgetServices } from './app/widget-context.tsx';
export { BookingView, type BookingViewProps } from './features/booking/booking-view.tsx';
export { BookingProcessView, type BookingProcessViewProps } from './features/booking-process/booking-process-view.tsx';
export { MyBookingsView, type MyBookingsViewProps } from './features/my-bookings/my-bookings-view.tsx';
export { createI18n, resolveLang, widgetResources, errorText, LANGUAGE_STORAGE_KEY, WIDGET_NAMESPACE, type Lang } from './i18n/i18n.ts';
export { formatVisitDate, formatLongDate, formatTimeslot } from './rules/formats.ts';
