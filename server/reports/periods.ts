/** The ISO week (Monday to Sunday) an evening falls in: its key ("2026-W23") and its first and last day. */
export function isoWeekOf(date: string): { week: string; from: string; to: string } {
  const day = new Date(`${date}T00:00:00Z`);
  const fromMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - fromMonday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(4 - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  const iso = (at: Date) => at.toISOString().slice(0, 10);
  return { week: `${year}-W${String(week).padStart(2, '0')}`, from: iso(monday), to: iso(new Date(monday.getTime() + 6 * 86_400_000)) };
}

/** The month an evening falls in, "2026-06" (evenings are Shanghai dates already). */
export const monthOfEvening = (date: string): string => date.slice(0, 7);
