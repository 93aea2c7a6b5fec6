import type { CSSProperties } from 'react';
import { BookingView } from '../../widget/features/booking/booking-view.tsx';

/** The public theming variables of the widget (docs/widget.md), one prop per `--tb-*` property. */
export interface WidgetThemeVariables {
  /** The element's `theme` attribute: 'dark' paints widget.css's dark palette (under any variables set below). */
  theme?: 'light' | 'dark';
  /** `--tb-font`: all text. */
  font?: string;
  /** `--tb-radius`: buttons, days, panels. */
  radius?: string;
  /** `--tb-bg`: background. */
  bg?: string;
  /** `--tb-surface`: day cells, slot pane, policy box. */
  surface?: string;
  /** `--tb-text`: text. */
  text?: string;
  /** `--tb-muted`: secondary text, disabled days. */
  muted?: string;
  /** `--tb-accent`: primary buttons, today, selected day, progress bar. */
  accent?: string;
  /** `--tb-accent-text`: text on the accent colour. */
  accentText?: string;
  /** `--tb-border`: borders. */
  border?: string;
  /** `--tb-success`: success messages, confirmed badges. */
  success?: string;
  /** `--tb-danger`: errors, cancelled badges. */
  danger?: string;
  /** `--tb-focus`: keyboard focus ring. */
  focus?: string;
}

const PROPERTY: Record<Exclude<keyof WidgetThemeVariables, 'theme'>, string> = {
  font: '--tb-font',
  radius: '--tb-radius',
  bg: '--tb-bg',
  surface: '--tb-surface',
  text: '--tb-text',
  muted: '--tb-muted',
  accent: '--tb-accent',
  accentText: '--tb-accent-text',
  border: '--tb-border',
  success: '--tb-success',
  danger: '--tb-danger',
  focus: '--tb-focus',
};

/** The booking calendar with the given `--tb-*` values set, as a host page would set them on `<table-booking>`. */
export function ThemedBooking({ theme, ...properties }: WidgetThemeVariables) {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (typeof value === 'string' && value && name in PROPERTY) variables[PROPERTY[name as keyof typeof PROPERTY]] = value;
  }
  return (
    <div className={theme === 'dark' ? 'tb-theme tb-theme--dark' : 'tb-theme'} style={{ ...(variables as CSSProperties), padding: '1rem' }}>
      <BookingView onStartBooking={() => undefined} />
    </div>
  );
}
