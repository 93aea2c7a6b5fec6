import { useWidgetText } from '../../app/widget-context.tsx';
import type { DayInfo } from '../../rules/calendar.ts';
import { formatLongDate } from '../../rules/formats.ts';

/** One day cell; its accessible name carries the date and every state shown by colour or mark. */
export function CalendarDay({ info, tabbable, onFocus, onSelect }: { info: DayInfo; tabbable: boolean; onFocus: () => void; onSelect: (date: string) => void }) {
  const { t, lang } = useWidgetText();
  if (info.state === 'outside') return <td role="gridcell" className="tb-day tb-day--outside" aria-hidden="true" />;
  const day = Number(info.date.slice(8));
  const name = [
    formatLongDate(info.date, lang),
    t(`calendar.state.${info.state}`),
    info.isToday ? t('calendar.today') : null,
    info.isSelected ? t('calendar.selected') : null,
  ]
    .filter(Boolean)
    .join(', ');
  const marker = info.state === 'full' ? t('calendar.full') : info.state === 'closed' ? t('calendar.closed') : null;
  const classes = ['tb-day', `tb-day--${info.state}`, info.isToday && 'tb-day--today', info.isSelected && 'tb-day--selected'].filter(Boolean).join(' ');
  return (
    <td role="gridcell" aria-selected={info.isSelected} className={classes}>
      <button
        type="button"
        data-date={info.date}
        tabIndex={tabbable ? 0 : -1}
        aria-label={name}
        aria-disabled={!info.selectable}
        aria-current={info.isToday ? 'date' : undefined}
        onFocus={onFocus}
        onClick={() => info.selectable && onSelect(info.date)}
      >
        <span aria-hidden="true" className="tb-day__number">
          {day}
        </span>
        {info.isSelected && (
          <span aria-hidden="true" className="tb-day__check">
            ✓
          </span>
        )}
        {/* Drawn by CSS from data-text, so the visible name stays the day number the accessible name starts with. */}
        {marker && <span aria-hidden="true" className="tb-day__marker" data-text={marker} />}
      </button>
    </td>
  );
}
