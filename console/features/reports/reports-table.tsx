import { useTranslation } from 'react-i18next';
import type { Figures, Report } from '../../../api-client/contract/staff-reports.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { currentLang } from '../../i18n/console-i18n.ts';

const COLUMNS = ['parties', 'covers', 'walk_ins', 'no_shows', 'cancellations', 'taken', 'refunded', 'kept'] as const;

/** One evening's figures, or the span's total, as table cells in the console's language. */
function FigureCells({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const money = (list: Figures['taken']) => (list.length === 0 ? '–' : list.map((amount) => formatMoney(amount.amount_minor, amount.currency, lang)).join(' + '));
  return (
    <>
      <td>{figures.parties}</td>
      <td>{figures.covers}</td>
      <td>{figures.walk_ins}</td>
      <td>{t('reports.no_show_guests', { count: figures.no_shows, guests: figures.no_show_covers })}</td>
      <td>{figures.cancellations}</td>
      <td>{money(figures.taken)}</td>
      <td>{money(figures.refunded)}</td>
      <td>{money(figures.kept)}</td>
    </>
  );
}

/** A group of rows under a header of its own: the evenings, the weeks or the months. */
function RowGroup({ title, rows }: { title: string; rows: Array<{ key: string; label: string; figures: Figures }> }) {
  return (
    <tbody>
      <tr className="report-group">
        <th scope="rowgroup" colSpan={COLUMNS.length + 1}>
          {title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.label}</th>
          <FigureCells figures={row.figures} />
        </tr>
      ))}
    </tbody>
  );
}

/** The span's evenings, one row each, then the sums per ISO week and per month, and the total. */
export function ReportsTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.evenings.length === 0) return <p>{t('reports.none')}</p>;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone.
    <div className="report-table" role="region" aria-label={t('reports.caption', { from: report.from, to: report.to })} tabIndex={0}>
      <table>
        <caption>{t('reports.caption', { from: report.from, to: report.to })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.evening')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">{t(`reports.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <RowGroup title={t('reports.evenings')} rows={report.evenings.map((evening) => ({ key: evening.date, label: evening.date, figures: evening }))} />
        <RowGroup
          title={t('reports.weeks')}
          rows={report.weeks.map((week) => ({ key: week.week, label: t('reports.week', { week: week.week.slice(-2), year: week.week.slice(0, 4), from: week.from.slice(5), to: week.to.slice(5) }), figures: week }))}
        />
        <RowGroup
          title={t('reports.months')}
          rows={report.months.map((month) => ({ key: month.month, label: t('reports.month', { key: month.month, month: Number(month.month.slice(5)), year: month.month.slice(0, 4) }), figures: month }))}
        />
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            <FigureCells figures={report.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
