import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../../../api-client/contract/staff-actions.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { actionName } from '../audit/audit-summary.ts';

/** Who did what to a booking and when, folded away; nothing for a booking nobody has touched. */
export function BookingHistory({ audit }: { audit: BookingDetails['audit'] }) {
  const { t } = useTranslation();
  if (audit.length === 0) return null;
  return (
    <details className="detail-audit">
      <summary>{t('book.history', { count: audit.length })}</summary>
      <ol>
        {audit.map((entry, index) => (
          <li key={index}>
            <time dateTime={new Date(entry.at).toISOString()}>{shanghaiWallClock(new Date(entry.at))}</time> · {actionName(t, entry.action)} · {entry.actor}
            {entry.note && ` · ${entry.note}`}
          </li>
        ))}
      </ol>
    </details>
  );
}
