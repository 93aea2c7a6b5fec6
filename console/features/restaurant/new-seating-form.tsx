import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A seating time to add, and where there is more than one area, the area it is in. */
export function NewSeatingForm({
  areas,
  time,
  area,
  busy,
  onTime,
  onArea,
  onSubmit,
}: {
  areas: Array<{ code: string; name: string }>;
  time: string;
  area: string;
  busy: boolean;
  onTime(time: string): void;
  onArea(area: string): void;
  onSubmit(event: FormEvent): void;
}) {
  const { t } = useTranslation();
  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <label htmlFor="new-seating-time">{t('restaurant.new_time')}</label>
      <input id="new-seating-time" type="time" required value={time} onChange={(event) => onTime(event.target.value)} />
      {areas.length > 1 && (
        <>
          <label htmlFor="new-seating-area">{t('restaurant.new_area')}</label>
          <select id="new-seating-area" value={area || areas[0]!.code} onChange={(event) => onArea(event.target.value)}>
            {areas.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" disabled={busy}>
        {t('restaurant.add_seating')}
      </button>
    </form>
  );
}
