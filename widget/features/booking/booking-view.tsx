import { useState } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { Spinner } from '../../components/spinner.tsx';
import { isApiError } from '../../../api-client/api-error.ts';
import { restaurantToday } from '../../rules/restaurant-date.ts';
import { Calendar } from '../calendar/calendar.tsx';
import { SlotPane, type SlotChoice } from './slot-pane.tsx';

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
  const today = restaurantToday(now());

  const choose = async ({ seatingId, partySize }: SlotChoice) => {
    if (!selected) return;
    setStarting(true);
    setFailure(null);
    try {
      const { code } = await api.startBooking({ d: selected, s: seatingId, p: partySize });
      onStartBooking(code);
    } catch (error) {
      setFailure(isApiError(error) ? errorText(t, error.error, t('slots.startFailed')) : t('slots.startFailed'));
      setStarting(false);
    }
  };

  return (
    <div className="tb-booking">
      <h2 className="tb-heading">{t('calendar.heading')}</h2>
      <div className="tb-booking__panes">
        <Calendar today={today} selected={selected} onSelect={setSelected} />
        {selected && <SlotPane date={selected} busy={starting} onClose={() => {
              setSelected(null);
              onClose?.();
            }} onChoose={choose} />}
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
