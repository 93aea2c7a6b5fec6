import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../shared/error-text.tsx';
import { useEveningChange } from './use-evening-change.ts';

/** What is already changed on the evening: an area's seats for it, seatings closed (each opened again by a button). */
export function EveningChanges({
  seats,
  closed,
  mayReopen,
  reopen,
}: {
  seats: Array<{ area: string; seats: number; note: string }>;
  closed: Array<{ time: string; area: string; name: string; note: string }>;
  mayReopen: boolean;
  reopen(time: string, area: string): Promise<string>;
}) {
  const { t } = useTranslation();
  const { busy, error, done, run } = useEveningChange();
  if (seats.length === 0 && closed.length === 0 && !done) return null;
  return (
    <section aria-labelledby="evening-changes-heading">
      <h2 id="evening-changes-heading">{t('evenings.evening_changes')}</h2>
      <ul className="detail-list">
        {seats.map((line) => (
          <li key={line.area}>
            {t('evenings.evening_seats_line', { area: line.area, seats: line.seats })}
            {line.note && ` · ${line.note}`}
          </li>
        ))}
        {closed.map((line) => (
          <li key={`${line.time} ${line.area}`}>
            {t('evenings.closed_line', { time: line.time, area: line.name })}
            {line.note && ` · ${line.note}`}{' '}
            {mayReopen && (
              <button type="button" disabled={busy} onClick={() => void run(() => reopen(line.time, line.area))}>
                {t('evenings.reopen', { time: line.time, area: line.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ErrorText error={error} />
      <p role="status">{done}</p>
    </section>
  );
}
