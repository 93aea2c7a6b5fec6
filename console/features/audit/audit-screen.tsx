import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { ErrorText } from '../../shared/error-text.tsx';

const facts = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Every change by whom, when (Shanghai time), before and after: for owners. */
export function AuditScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const audit = useStaffResource(staffResources.audit(api));
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('audit.heading')}</h1>
      {audit.error ? (
        <ErrorText error={audit.error} />
      ) : !audit.data ? (
        <p role="status">{t('loading')}</p>
      ) : audit.data.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <ol className="audit-list">
          {audit.data.map((entry) => (
            <li key={entry.id}>
              <p>
                <time dateTime={entry.at}>{shanghaiWallClock(new Date(entry.at))}</time> · <strong>{entry.action}</strong> · {t('audit.by', { actor: entry.actor })}
              </p>
              {(entry.before !== null || entry.after !== null) && (
                <p className="audit-change">
                  <code>{facts(entry.before)}</code> → <code>{facts(entry.after)}</code>
                </p>
              )}
              {entry.note && <p>{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
