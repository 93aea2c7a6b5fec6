/** One measured figure with its budget, if it has one; a missed budget makes `npm run bench` fail. */
export interface Check {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}

/** A table of the results: a heading, column names, rows of cells, and the budgets it checked. */
export interface Section {
  title: string;
  columns: string[];
  rows: string[][];
  checks: Check[];
  notes?: string[];
}

export const atMost = (what: string, value: number, limit: number, show: (n: number) => string): Check => ({
  what,
  measured: show(value),
  budget: `<= ${show(limit)}`,
  ok: value <= limit,
});

export const atLeast = (what: string, value: number, floor: number, show: (n: number) => string): Check => ({
  what,
  measured: show(value),
  budget: `>= ${show(floor)}`,
  ok: value >= floor,
});
