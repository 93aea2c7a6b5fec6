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

/** The span's evenings, one row each, and the total. */
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
        <tbody>
          {report.evenings.map((evening) => (
            <tr key={evening.date}>
              <th scope="row">{evening.date}</th>
              <FigureCells figures={evening} />
            </tr>
          ))}
        </tbody>
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
