import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView, StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { staffResources, useStaffResource, type AuditFilter } from '../../app/console-data.tsx';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { GuestText } from '../../shared/guest-text.tsx';
import { actionName, auditChanges } from './audit-summary.ts';

/** Every change by whom, when (Shanghai time), to which booking and guest, and what it did: for owners. */
export function AuditScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({});
  const audit = useStaffResource(staffResources.audit(api, filter));
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('audit.heading')}</h1>
      <AuditFilters api={api} onFilter={setFilter} />
      {audit.error ? (
        <ErrorText error={audit.error} />
      ) : !audit.data ? (
        <p role="status">{t('loading')}</p>
      ) : audit.data.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <ol className="audit-list">
          {audit.data.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The booking code, member and day to narrow the audit to, applied together when asked. */
function AuditFilters({ api, onFilter }: { api: StaffApi; onFilter(filter: AuditFilter): void }) {
  const { t } = useTranslation();
  const members = useStaffResource(staffResources.members(api));
  const [booking, setBooking] = useState('');
  const [actor, setActor] = useState('');
  const [day, setDay] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ booking: booking.trim().toUpperCase(), actor, day });
  };
  return (
    <form className="book-controls audit-filters" role="search" aria-label={t('audit.filters')} onSubmit={apply}>
      <label>
        {t('audit.booking')}
        <input type="search" value={booking} maxLength={32} autoCapitalize="characters" onChange={(event) => setBooking(event.target.value)} />
      </label>
      <label>
        {t('audit.member')}
        <select value={actor} onChange={(event) => setActor(event.target.value)}>
          <option value="">{t('audit.everyone')}</option>
          {(members.data ?? []).map((member) => (
            <option key={member.email} value={member.email}>
              {member.name ? `${member.name} (${member.email})` : member.email}
            </option>
          ))}
          <option value="admin-token">{t('audit.admin_token')}</option>
          <option value="system">{t('audit.system')}</option>
        </select>
      </label>
      <label>
        {t('audit.day')}
        <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </label>
      <button type="submit">{t('audit.show')}</button>
    </form>
  );
}

function AuditItem({ entry }: { entry: AuditEntryView }) {
  const { t, i18n } = useTranslation();
  const changes = auditChanges(t, currentLang(i18n), entry);
  const actor = entry.actor === 'admin-token' || entry.actor === 'system' ? t(`audit.${entry.actor === 'system' ? 'system' : 'admin_token'}`) : entry.actor;
  return (
    <li>
      <p>
        <time dateTime={entry.at}>{shanghaiWallClock(new Date(entry.at))}</time> · <strong>{actionName(t, entry.action)}</strong>
        {entry.booking_code && (
          <>
            {' · '}
            <span className="party-code">{entry.booking_code}</span>
            {entry.guest && <> · <GuestText text={entry.guest} /></>}
          </>
        )}
        {' · '}
        {t('audit.by', { actor })}
      </p>
      {changes.length > 0 && <p className="audit-change">{changes.join(' · ')}</p>}
      {entry.note && <p><GuestText text={entry.note} /></p>}
    </li>
  );
}
