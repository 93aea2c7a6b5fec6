/**
 * The events <table-booking> fires on itself, with bubbles and composed, so a host page can
 * listen on the element or on document. Details carry the booking code at most, never personal
 * data. Version 1: a changed meaning gets a new event name rather than a changed detail.
 */
export interface TableBookingEventMap {
  /** The widget is ready to use (state="ready"). */
  'tb:ready': CustomEvent<{ version: string }>;
  /** Seats are held: the guest entered the booking flow. */
  'tb:booking-started': CustomEvent<{ code: string }>;
  /** The guest reached step 1-4 of the flow. */
  'tb:step-change': CustomEvent<{ code: string; step: number }>;
  /** The deposit is paid and the booking confirmed. */
  'tb:booking-paid': CustomEvent<{ code: string }>;
  /** The guest closed the time-slot pane or left the booking flow with Book again. */
  'tb:close': CustomEvent<Record<string, never>>;
  /** The widget could not reach the reservation service (state="error"). */
  'tb:error': CustomEvent<Record<string, never>>;
}

export type TableBookingEventName = keyof TableBookingEventMap;
export type TableBookingEventDetail<K extends TableBookingEventName> = TableBookingEventMap[K]['detail'];

export type EmitEvent = <K extends TableBookingEventName>(name: K, detail: TableBookingEventDetail<K>) => void;

export function emitter(target: EventTarget): EmitEvent {
  return (name, detail) => target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
