import { WIDGET_COMMIT, WIDGET_VERSION } from './build-info.ts';
import { TableBookingElement } from './table-booking-element.tsx';

/**
 * The embed's entry: one guarded define, nothing else at import time. The script's own origin
 * is the default API, so `<script type="module" src="https://book.example.com/widget/table-booking.js">`
 * plus `<table-booking>` is all a host page needs.
 */
TableBookingElement.scriptOrigin = new URL(import.meta.url).origin;
if (!customElements.get('table-booking')) customElements.define('table-booking', TableBookingElement);

export { TableBookingElement, WIDGET_COMMIT, WIDGET_VERSION };
export type { TableBookingEventMap } from './events.ts';

declare global {
  interface HTMLElementTagNameMap {
    'table-booking': TableBookingElement;
  }
}
