import { useTranslation } from 'react-i18next';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';

/** Where a booking is to go, as typed: the date, the seating time, the party, and the override. */
export interface MoveChoice {
  date: string;
  time: string;
  party: string;
  override: boolean;
  note: string;
}

export const moveBody = (move: MoveChoice) => ({
  date: move.date,
  time: move.time,
  party: move.party.trim() === '' ? undefined : move.party.trim(),
  override: move.override || undefined,
  note: move.note.trim() || undefined,
});

/** The move's fields; the times offered are the restaurant's seatings. */
export function MoveFields({
  api,
  name,
  value,
  onChange,
  withOverride = true,
}: {
  api: StaffApi;
  name: string;
  value: MoveChoice;
  onChange(next: MoveChoice): void;
  /** The move's "past the rules"; a new booking has none. */
  withOverride?: boolean;
}) {
  const { t } = useTranslation();
  const seatings = useStaffResource(staffResources.seatings(api));
  const times = [...new Set([value.time, ...(seatings.data?.seatings.map((seating) => seating.time) ?? [])])].filter(Boolean).sort();
  const set = (change: Partial<MoveChoice>) => onChange({ ...value, ...change });
  return (
    <div className="field-grid">
      <div className="field">
        <label htmlFor={`${name}-date`}>{t(withOverride ? 'move.date' : 'new_booking.date')}</label>
        <input id={`${name}-date`} type="date" required value={value.date} onChange={(event) => set({ date: event.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${name}-time`}>{t(withOverride ? 'move.time' : 'new_booking.time')}</label>
        <select id={`${name}-time`} required value={value.time} onChange={(event) => set({ time: event.target.value })}>
          {value.time === '' && <option value="">{t('move.choose_time')}</option>}
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${name}-party`}>{t('move.party')}</label>
        <input id={`${name}-party`} type="number" min={1} max={50} inputMode="numeric" value={value.party} onChange={(event) => set({ party: event.target.value })} />
      </div>
      {withOverride && (
        <label className="inline-choice">
          <input type="checkbox" name={`${name}-override`} checked={value.override} onChange={(event) => set({ override: event.target.checked })} />
          {t('move.override')}
        </label>
      )}
      <div className="field">
        <label htmlFor={`${name}-note`}>{t('book.note')}</label>
        <input id={`${name}-note`} value={value.note} maxLength={1000} onChange={(event) => set({ note: event.target.value })} />
      </div>
    </div>
  );
}
