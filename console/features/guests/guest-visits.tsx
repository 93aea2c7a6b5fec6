import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestVisits as Visits } from '../../../api-client/contract/staff-guests.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { currentLang } from '../../i18n/console-i18n.ts';

type Amounts = Visits['paid'];

function VisitsTable({ api, guestId, name }: { api: StaffApi; guestId: number; name: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const visits = useStaffResource(staffResources.guestVisits(api, guestId));
  const money = (list: Amounts) => (list.length === 0 ? '–' : list.map((amount) => formatMoney(amount.amount_minor, amount.currency, lang)).join(' + '));
  if (visits.error) return <ErrorText error={visits.error} />;
  if (!visits.data) return <p role="status">{t('loading')}</p>;
  if (visits.data.visits.length === 0) return <p>{t('profiles.visits_none')}</p>;
  const caption = t('profiles.visits_caption', { name });
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone.
    <div className="guest-visits" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {(['date', 'time', 'party', 'status', 'paid', 'refunded', 'kept'] as const).map((column) => (
              <th key={column} scope="col">{t(`profiles.col_${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visits.data.visits.map((visit) => (
            <tr key={visit.code}>
              <td>{visit.date}</td>
              <td>{visit.time}</td>
              <td>{visit.pax}</td>
              <td>{[t(`tonight.status.${visit.status}`, { defaultValue: visit.status }), visit.walk_in && t('profiles.walk_in')].filter(Boolean).join(' · ')}</td>
              <td>{money(visit.paid)}</td>
              <td>{money(visit.refunded)}</td>
              <td>{money(visit.kept)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('profiles.total', { paid: money(visits.data.paid), refunded: money(visits.data.refunded), kept: money(visits.data.kept) })}</p>
    </div>
  );
}

/** A guest's visits, opened on demand: each booking with its deposit, and the deposits in all. */
export function GuestVisits({ api, guestId, name }: { api: StaffApi; guestId: number; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('profiles.visits_hide', { name }) : t('profiles.visits_show', { name })}
      </button>
      {open && <VisitsTable api={api} guestId={guestId} name={name} />}
    </div>
  );
}
