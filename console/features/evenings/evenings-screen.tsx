import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { areaName } from '../restaurant/area-name.ts';
import { EveningChanges } from './evening-changes.tsx';
import { EveningSeatsForm, type EveningSeats } from './evening-seats-form.tsx';
import { SeatingClosureForm } from './seating-closure-form.tsx';
import { WaitlistSection, type SeatingChoice } from './waitlist-section.tsx';

/**
 * What the command line does for one evening: its waitlist (a seat offered by hand, an entry taken
 * off), its seats (a buy-out at 0) and one seating closed, each offered to the roles that may.
 */
export function EveningsScreen({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const [date, setDate] = useState(restaurantToday(new Date()));
  const overview = useStaffResource(staffResources.seatings(api));
  if (overview.error) return <ErrorText error={overview.error} />;
  if (!overview.data) return <p role="status">{t('loading')}</p>;
  const { areas, seatings, evenings, closed } = overview.data;
  const nameOf = (code: string) => areaName(areas, lang, code);
  const choices: SeatingChoice[] = seatings.map((seating) => ({ ...seating, label: `${seating.time} ${nameOf(seating.area)}` }));
  const saveSeats = async (change: EveningSeats) => {
    const body = { seats: change.seats, area: change.area, note: change.note, ...(change.keep ? { keep: true } : {}) };
    const answer = await api.send<{ seats: number }>('admin_evening_seats', { params: { date }, body });
    overview.reload();
    return t('evenings.seats_done', { area: nameOf(change.area), date, seats: answer.seats });
  };
  const closeSeating = async (seating: SeatingChoice, note: string, keep: boolean) => {
    await api.send('admin_seating_closure', { params: { date, time: seating.time }, body: { closed: true, area: seating.area, note, ...(keep ? { keep } : {}) } });
    overview.reload();
    return t('evenings.closed_done', { time: seating.time, date });
  };
  const reopen = async (time: string, area: string) => {
    await api.send('admin_seating_closure', { params: { date, time }, body: { closed: false, area } });
    overview.reload();
    return t('evenings.reopened_done', { time, date });
  };
  const onDate = (day: (typeof evenings)[number]['day']) => String(day).slice(0, 10) === date;
  return (
    <section aria-labelledby="evenings-heading" className="evenings-screen">
      <div className="screen-head">
        <h1 id="evenings-heading">{t('evenings.heading')}</h1>
        <label>
          {t('evenings.date')}
          <input type="date" value={date} onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)} />
        </label>
      </div>
      <WaitlistSection api={api} me={me} date={date} seatings={choices} />
      <EveningChanges
        seats={evenings.filter((evening) => onDate(evening.day)).map((evening) => ({ area: nameOf(evening.area), seats: evening.seats, note: evening.note }))}
        closed={closed.filter((closing) => onDate(closing.day)).map((closing) => ({ time: closing.time, area: closing.area, name: nameOf(closing.area), note: closing.note }))}
        mayReopen={may(me.role, 'admin_seating_closure')}
        reopen={reopen}
      />
      {may(me.role, 'admin_evening_seats') ? (
        <EveningSeatsForm key={`seats-${date}`} areas={areas.map((area) => ({ code: area.code, name: nameOf(area.code) }))} save={saveSeats} />
      ) : (
        may(me.role, 'admin_seating_closure') && <p className="muted">{t('evenings.owner_only')}</p>
      )}
      {may(me.role, 'admin_seating_closure') && <SeatingClosureForm key={`close-${date}`} seatings={choices} close={closeSeating} />}
    </section>
  );
}
