import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { RunSheetTable } from './run-sheet-table.tsx';
import { runSheetRows } from './run-sheet-rows.ts';

/**
 * The kitchen's sheet for one evening, in the staff member's language; printed on A4 with nothing
 * else (console.css's print rules hide the header, navigation and every control).
 */
export function RunSheetScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const [date, setDate] = useState('');
  const evening = useStaffResource(staffResources.evening(api, date));
  return (
    <section className="run-sheet-screen" aria-labelledby="run-sheet-heading">
      <div className="screen-head no-print">
        <h1 id="run-sheet-heading">{t('floor.run_sheet.heading')}</h1>
        <label>
          {t('floor.run_sheet.evening')}
          <input type="date" value={date || evening.data?.date || ''} onChange={(event) => setDate(event.currentTarget.value)} />
        </label>
        <button type="button" className="primary" onClick={() => window.print()}>
          {t('floor.run_sheet.print')}
        </button>
      </div>
      <ErrorText error={evening.error} />
      {!evening.data && !evening.error && <p role="status">{t('loading')}</p>}
      {evening.data && <RunSheetTable date={evening.data.date} rows={runSheetRows(evening.data, lang)} />}
    </section>
  );
}
