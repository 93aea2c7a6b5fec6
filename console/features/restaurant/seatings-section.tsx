import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { ValueRow } from './value-row.tsx';

/** Each area's seats and seating times; owners add and stop times and change the seats. */
export function SeatingsSection({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const seatings = useStaffResource(staffResources.seatings(api));
  const action = useBookingAction();
  const [time, setTime] = useState('');
  const [area, setArea] = useState('');
  const editable = may(me.role, 'admin_add_seating');
  if (seatings.error) return <ErrorText error={seatings.error} />;
  if (!seatings.data) return <p role="status">{t('loading')}</p>;
  const overview = seatings.data;
  const areaName = (code: string) => {
    const area = overview.areas.find((candidate) => candidate.code === code);
    return area ? (lang === 'zh' ? area.name_zh : area.name_en) : code;
  };
  const change = (work: () => Promise<unknown>) => action.run(work).then((done) => done !== undefined && seatings.reload());
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = area || overview.areas[0]?.code;
    if ((await change(() => api.send('admin_add_seating', { body: { time, area: chosen } }))) !== undefined) setTime('');
  };
  return (
    <section aria-labelledby="seatings-heading">
      <h2 id="seatings-heading">{t('restaurant.seatings')}</h2>
      <p className="muted">{t('restaurant.dining', { minutes: overview.dining_minutes })}</p>
      {overview.areas.map((area) => (
        <div key={area.code}>
          <ValueRow
            id={`seats-${area.code}`}
            name={t('restaurant.area_seats', { area: areaName(area.code) })}
            value={String(area.seats)}
            editable={may(me.role, 'admin_area_seats')}
            save={(seats) => api.send('admin_area_seats', { params: { code: area.code }, body: { seats } }).then(seatings.reload)}
          />
          <ul className="detail-list" aria-label={t('restaurant.seating_times', { area: areaName(area.code) })}>
            {overview.seatings
              .filter((seating) => seating.area === area.code)
              .map((seating) => (
                <li key={seating.time}>
                  {seating.time}{' '}
                  {editable && (
                    <button
                      type="button"
                      disabled={action.busy}
                      onClick={() => void change(() => api.send('admin_remove_seating', { params: { time: seating.time }, query: { area: area.code } }))}
                    >
                      {t('restaurant.remove_seating', { time: seating.time, area: areaName(area.code) })}
                    </button>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
      {editable && (
        <form className="inline-form" onSubmit={(event) => void add(event)}>
          <label htmlFor="new-seating-time">{t('restaurant.new_time')}</label>
          <input id="new-seating-time" type="time" required value={time} onChange={(event) => setTime(event.target.value)} />
          {overview.areas.length > 1 && (
            <>
              <label htmlFor="new-seating-area">{t('restaurant.new_area')}</label>
              <select id="new-seating-area" value={area || overview.areas[0]!.code} onChange={(event) => setArea(event.target.value)}>
                {overview.areas.map((option) => (
                  <option key={option.code} value={option.code}>
                    {areaName(option.code)}
                  </option>
                ))}
              </select>
            </>
          )}
          <button type="submit" disabled={action.busy}>
            {t('restaurant.add_seating')}
          </button>
        </form>
      )}
      <ErrorText error={action.error} />
    </section>
  );
}
