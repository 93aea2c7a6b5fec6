import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { may } from '../../app/permissions.ts';
import { ValueRow } from './value-row.tsx';

/** One area: its seats, saved alone, and its seating times, each removable by a role that may. */
export function AreaSeatings({
  me,
  code,
  name,
  seats,
  times,
  busy,
  nameArea,
  saveSeats,
  remove,
}: {
  me: StaffMe;
  code: string;
  name: string;
  seats: number;
  times: string[];
  busy: boolean;
  nameArea(code: string): string;
  /** `keep`: keep the bookings of evenings the new seats would leave with more guests than seats. */
  saveSeats(seats: string, keep: boolean): Promise<unknown>;
  remove(time: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <ValueRow id={`seats-${code}`} name={t('restaurant.area_seats', { area: name })} value={String(seats)} editable={may(me.role, 'admin_area_seats')} nameArea={nameArea} save={saveSeats} />
      <ul className="detail-list" aria-label={t('restaurant.seating_times', { area: name })}>
        {times.map((time) => (
          <li key={time}>
            {time}{' '}
            {may(me.role, 'admin_add_seating') && (
              <button type="button" disabled={busy} onClick={() => remove(time)}>
                {t('restaurant.remove_seating', { time, area: name })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
