import { useRef, useState } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { Spinner } from '../../components/spinner.tsx';
import { isApiError } from '../../../api-client/api-error.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { Calendar } from '../calendar/calendar.tsx';
import { SlotPane, type SlotChoice } from './slot-pane.tsx';
import { SlotPanePrompt } from './slot-pane-prompt.tsx';

export interface BookingViewProps {
  /** Called with the new booking code once seats are held; the host navigates to the flow. */
  onStartBooking: (code: string) => void;
  /** The guest closed the time-slot pane. */
  onClose?: () => void;
}

/** 'Choose date': the calendar, then the slot pane of the picked day; a party size holds seats. */
export function BookingView({ onStartBooking, onClose }: BookingViewProps) {
  const { api, now } = useWidget();
  const { t } = useWidgetText();
  const [selected, setSelected] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Raised after a refusal: the slots and days on screen offered what the server no longer has.
  const [round, setRound] = useState(0);
  const panes = useRef<HTMLDivElement>(null);
  const today = restaurantToday(now());
  const { rules } = useBookingRules();

  const choose = async ({ seatingId, partySize, seating }: SlotChoice) => {
    if (!selected) return;
    setStarting(true);
    setFailure(null);
    try {
      const { code } = await api.startBooking({ d: selected, s: seatingId, p: partySize });
      onStartBooking(code);
    } catch (error) {
      setFailure(isApiError(error) ? errorText(t, error.error, t('slots.startFailed'), { ...rules, ...seating }) : t('slots.startFailed'));
      if (isApiError(error)) setRound((value) => value + 1);
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
        <Calendar today={today} selected={selected} onSelect={setSelected} round={round} />
        {selected ? <SlotPane date={selected} round={round} busy={starting} onClose={closePane} onChoose={choose} /> : <SlotPanePrompt />}
      </div>
      {failure && (
        <p className="tb-error" role="alert">
          {failure}
        </p>
      )}
      {starting && (
        <div className="tb-overlay">
          <Spinner label={t('slots.starting')} visibleLabel />
        </div>
      )}
    </div>
  );
}
