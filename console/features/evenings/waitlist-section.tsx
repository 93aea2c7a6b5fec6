import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { staffResources, useStaffResource, type ListedWaitlistEntry } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';

/** A seating a waiting guest can be offered: its time and area, as the seatings list names them. */
export interface SeatingChoice {
  time: string;
  area: string;
  label: string;
}

/** An offer's answer as sent: its hold's code and until when. */
type Offered = { code: string; expires_at: string };

const wallClock = (at: string) => shanghaiWallClock(new Date(at)).slice(0, 16).replace('T', ' ');

/** One waiting guest: who, what they would take, since when; offer a seating by hand or take them off. */
function WaitlistItem({ entry, seatings, me, act }: { entry: ListedWaitlistEntry; seatings: SeatingChoice[]; me: StaffMe; act(kind: 'offer' | 'remove', entry: ListedWaitlistEntry, choice?: SeatingChoice): void }) {
  const { t } = useTranslation();
  const wished = seatings.filter((choice) => entry.times.includes(choice.time));
  const [chosen, setChosen] = useState((wished[0] ?? seatings[0])?.label ?? '');
  const contact = entry.contact;
  const choice = seatings.find((option) => option.label === chosen);
  return (
    <li className="waitlist-entry">
      <strong>{t('evenings.entry', { count: entry.pax, contact, lang: t(`evenings.lang_${entry.lang}`) })}</strong>
      <span>{entry.times.length === 0 ? t('evenings.wished_any') : t('evenings.wished', { times: entry.times.join(', ') })}</span>
      <span>{t('evenings.since', { when: wallClock(entry.created_at) })}</span>
      <span>{entry.notified_at ? t('evenings.offered', { when: wallClock(entry.notified_at) }) : t('evenings.waiting')}</span>
      {!entry.notified_at && may(me.role, 'admin_offer_waitlist') && seatings.length > 0 && (
        <span className="waitlist-offer">
          <label htmlFor={`offer-${entry.id}`}>{t('evenings.offer_time', { contact })}</label>
          <select id={`offer-${entry.id}`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {seatings.map((option) => (
              <option key={option.label}>{option.label}</option>
            ))}
          </select>
          <button type="button" onClick={() => act('offer', entry, choice)}>
            {t('evenings.offer', { contact })}
          </button>
        </span>
      )}
      {may(me.role, 'admin_remove_waitlist') && (
        <button type="button" onClick={() => act('remove', entry)}>
          {t('evenings.remove', { contact })}
        </button>
      )}
    </li>
  );
}

/** The evening's waitlist in order, each guest offered seats by hand or taken off; refusals said beside it. */
export function WaitlistSection({ api, me, date, seatings }: { api: StaffApi; me: StaffMe; date: string; seatings: SeatingChoice[] }) {
  const { t } = useTranslation();
  const waitlist = useStaffResource(staffResources.waitlist(api, date));
  const action = useBookingAction();
  const [done, setDone] = useState('');
  const act = async (kind: 'offer' | 'remove', entry: ListedWaitlistEntry, choice?: SeatingChoice) => {
    setDone('');
    const params = { id: entry.id };
    const answer =
      kind === 'offer'
        ? await action.run(() => api.send<Offered>('admin_offer_waitlist', { params, body: { time: choice?.time ?? '', area: choice?.area } }))
        : await action.run(() => api.send('admin_remove_waitlist', { params }));
    waitlist.reload();
    if (answer === undefined) return;
    const offered = kind === 'offer' ? (answer as Offered) : undefined;
    setDone(
      offered
        ? t('evenings.offered_done', { contact: entry.contact, code: offered.code, until: wallClock(offered.expires_at).slice(11) })
        : t('evenings.removed_done', { contact: entry.contact }),
    );
  };
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{t('evenings.waitlist')}</h2>
      {waitlist.error ? (
        <ErrorText error={waitlist.error} />
      ) : !waitlist.data ? (
        <p role="status">{t('loading')}</p>
      ) : waitlist.data.length === 0 ? (
        <p className="muted">{t('evenings.waitlist_none')}</p>
      ) : (
        <ol className="detail-list">
          {waitlist.data.map((entry) => (
            <WaitlistItem key={entry.id} entry={entry} seatings={seatings} me={me} act={(kind, item, choice) => void act(kind, item, choice)} />
          ))}
        </ol>
      )}
      <ErrorText error={action.error} />
      <p role="status">{done}</p>
    </section>
  );
}
