import { useRef, useState } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { Spinner } from '../../components/spinner.tsx';
import { isApiError } from '../../../api-client/api-error.ts';
import { restaurantClock } from '../../../api-client/rules/restaurant-date.ts';
import { SEAT_KEYS } from '../../../api-client/resources/resources.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { Calendar } from '../calendar/calendar.tsx';
import { SlotPane, type SlotChoice, type SlotRefusal } from './slot-pane.tsx';
import { SlotPanePrompt } from './slot-pane-prompt.tsx';
import { WaitlistOffer } from '../waitlist/waitlist-offer.tsx';

export interface BookingViewProps {
  /** Called with the new booking code once seats are held; the host navigates to the flow. */
  onStartBooking: (code: string) => void;
  /** The guest closed the time-slot pane. */
  onClose?: () => void;
}

/** 'Choose date': the calendar, then the slot pane of the picked day; a party size holds seats. */
export function BookingView({ onStartBooking, onClose }: BookingViewProps) {
  const { api, cache, now } = useWidget();
  const { t } = useWidgetText();
  const [selected, setSelected] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<SlotRefusal | null>(null);
  const panes = useRef<HTMLDivElement>(null);
  const { date: today, time } = restaurantClock(now());
  const { rules } = useBookingRules();

  const select = (date: string) => {
    setFailure(null);
    setSelected(date);
  };

  const choose = async ({ seatingId, partySize, seating }: SlotChoice) => {
    if (!selected) return;
    setStarting(true);
    setFailure(null);
    try {
      const { code } = await api.startBooking({ d: selected, s: seatingId, p: partySize });
      onStartBooking(code);
    } catch (error) {
      const message = isApiError(error) ? errorText(t, error.error, t('slots.startFailed'), { ...rules, ...seating }) : t('slots.startFailed');
      setFailure({ seatingId, message });
      // After a refusal the slots and days on screen offered what the server no longer has.
      if (isApiError(error)) for (const prefix of SEAT_KEYS) void cache.invalidate(prefix);
      setStarting(false);
    }
  };

  const closePane = () => {
    // The close button goes with the pane: focus returns to the day that opened it, not to <body>.
    panes.current?.querySelector<HTMLElement>(`button[data-date="${selected}"]`)?.focus();
    setSelected(null);
    setFailure(null);
    onClose?.();
  };

  return (
    <div className="tb-booking">
      <h2 className="tb-heading">{t('calendar.heading')}</h2>
      <div className="tb-booking__panes" ref={panes}>
        <Calendar today={today} time={time} selected={selected} onSelect={select} />
        {selected ? <SlotPane date={selected} refusal={failure} busy={starting} onClose={closePane} onChoose={choose} /> : <SlotPanePrompt />}
      </div>
      <WaitlistOffer date={selected} />
      {starting && (
        <div className="tb-overlay">
          <Spinner label={t('slots.starting')} visibleLabel />
        </div>
      )}
    </div>
  );
}
