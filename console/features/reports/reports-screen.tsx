import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../api-client/contract/endpoints.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { monthOf, restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { routeUrl } from '../../../api-client/route-call.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { ReportsTable } from './reports-table.tsx';

/** Managers' and owners' figures for a span of evenings (this month so far to start), and the CSV for the accountant. */
export function ReportsScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const today = restaurantToday(new Date());
  const [from, setFrom] = useState(`${monthOf(today)}-01`);
  const [to, setTo] = useState(today);
  const report = useStaffResource(staffResources.report(api, from, to));
  return (
    <section aria-labelledby="reports-heading">
      <div className="screen-head">
        <h1 id="reports-heading">{t('reports.heading')}</h1>
      </div>
      <div className="report-controls">
        <label>
          {t('reports.from')}
          <input type="date" value={from} onChange={(event) => event.currentTarget.value && setFrom(event.currentTarget.value)} />
        </label>
        <label>
          {t('reports.to')}
          <input type="date" value={to} onChange={(event) => event.currentTarget.value && setTo(event.currentTarget.value)} />
        </label>
        <a className="button-link" href={routeUrl(endpoints.admin_export_bookings, { query: { from, to } })} download>
          {t('reports.csv')}
        </a>
      </div>
      <ErrorText error={report.error} />
      {!report.data && !report.error && <p role="status">{t('loading')}</p>}
      {report.data && <ReportsTable report={report.data} />}
    </section>
  );
}
