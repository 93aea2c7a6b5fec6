import { addDays, restaurantClock } from '../../../api-client/rules/restaurant-date.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';

interface WaitlistEveningProps {
  id: string;
  date: string;
  onDate: (date: string) => void;
  pax: number;
  onPax: (pax: number) => void;
  /** The largest party the evening's answer allows, once known. */
  max: number | undefined;
}

/** The evening and the party size the guest would wait for. */
export function WaitlistEvening({ id, date, onDate, pax, onPax, max }: WaitlistEveningProps) {
  const { t } = useWidgetText();
  const { now } = useWidget();
  const today = restaurantClock(now()).date;
  return (
    <>
      <div className="tb-field">
        <label htmlFor={`${id}-date`}>{t('waitlist.date')}</label>
        <input id={`${id}-date`} type="date" min={today} max={addDays(today, 90)} value={date} onChange={(event) => onDate(event.target.value)} />
      </div>
      <div className="tb-field">
        <label htmlFor={`${id}-pax`}>{t('waitlist.guests')}</label>
        <select id={`${id}-pax`} value={pax} onChange={(event) => onPax(Number(event.target.value))}>
          {Array.from({ length: max ?? 8 }, (_, index) => index + 1).map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
