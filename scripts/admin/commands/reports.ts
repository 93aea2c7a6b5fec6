import { call, download } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { money } from '../command-options.ts';
import { writeNewFile } from '../new-file.ts';
import type { Figures, Report } from '../../../api-client/contract/staff-reports.ts';

const amounts = (list: Figures['taken']) => (list.length === 0 ? '-' : list.map((amount) => money(amount.amount_minor, amount.currency)).join(' + '));

const COLUMNS = ['Evening', 'Parties', 'Covers', 'Walk-ins', 'No-shows', 'Cancelled', 'Deposits taken', 'Refunded', 'Kept'];

function cells(label: string, figures: Figures): string[] {
  return [
    label,
    String(figures.parties),
    String(figures.covers),
    String(figures.walk_ins),
    `${figures.no_shows} (${figures.no_show_covers} guests)`,
    String(figures.cancellations),
    amounts(figures.taken),
    amounts(figures.refunded),
    amounts(figures.kept),
  ];
}

/** The report as a table: a row per evening that had anything, then per ISO week and per month, then the totals. */
export function reportLines(report: Report): string[] {
  const rows = [
    COLUMNS,
    ...report.evenings.map((evening) => cells(evening.date, evening)),
    ...report.weeks.map((week) => cells(`Week ${week.week} (${week.from} to ${week.to})`, week)),
    ...report.months.map((month) => cells(`Month ${month.month}`, month)),
    cells('Total', report.totals),
  ];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const span = report.from === report.to ? report.from : `${report.from} to ${report.to}`;
  return [`Report for ${span}`, line(rows[0]!), ...rows.slice(1).map(line)];
}

export const reportCommand: AdminCommand = {
  name: 'report',
  usage: [
    'report FROM [TO]                         covers, no-shows, cancellations, deposits taken, refunded and kept,',
    '                                         per evening, ISO week and month (China time)',
  ],
  async run([from, to]) {
    if (!from) throw new Error('Which evenings? npm run admin -- report YYYY-MM-DD [YYYY-MM-DD]');
    return reportLines((await call('admin_report', { query: { from, to } })) as Report);
  },
};

export const exportCommand: AdminCommand = {
  name: 'export',
  usage: ['export bookings FROM TO [FILE]           the bookings as CSV (UTF-8 with BOM) for the accountant'],
  async run([what, from, to, file]) {
    if (what !== 'bookings' || !from || !to) throw new Error('Usage: npm run admin -- export bookings YYYY-MM-DD YYYY-MM-DD [FILE]');
    const data = await download('admin_export_bookings', { query: { from, to } });
    const target = file ?? `bookings-${from}-${to}.csv`;
    await writeNewFile(target, data);
    const rows = new TextDecoder().decode(data).split('\r\n').filter(Boolean).length - 1;
    return [`Wrote ${rows} booking${rows === 1 ? '' : 's'} to ${target}`];
  },
};
