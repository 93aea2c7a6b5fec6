import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/console-i18n.ts';
import { choicesText } from '../../shared/choices-text.ts';
import { shownName } from '../../shared/guest-name.ts';
import { GuestText } from '../../shared/guest-text.tsx';
import { PartyDinerList } from '../../shared/party-diners.tsx';
import type { RunSheetRow } from './run-sheet-rows.ts';

/** The sheet itself: the only thing on the printed page. */
export function RunSheetTable({ date, rows }: { date: string; rows: RunSheetRow[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  return (
    // Focusable, so a keyboard can scroll the sheet sideways on a phone.
    <article className="run-sheet" aria-labelledby="run-sheet-title" tabIndex={0}>
      <h2 id="run-sheet-title">{t('floor.run_sheet.title', { date })}</h2>
      {rows.length === 0 ? (
        <p>{t('floor.run_sheet.nobody')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              {(['seat', 'time', 'name', 'party', 'language', 'allergies', 'occasion'] as const).map((column) => (
                <th key={column} scope="col">{t(`floor.run_sheet.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.seats ?? row.area}</th>
                <td>{row.time}</td>
                <td>
                  {shownName(row, t('tonight.guest'))}
                  {row.walkIn && ` (${t('floor.run_sheet.walk_in')})`}
                </td>
                <td>{row.pax}</td>
                <td>{t(`floor.run_sheet.lang_${row.lang}`)}</td>
                <td className="run-sheet-allergies">
                  {row.food && <GuestText text={choicesText(row.food, lang)} />}
                  <PartyDinerList diners={row.diners} />
                </td>
                <td>{row.occasion && <GuestText text={choicesText(row.occasion, lang)} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
