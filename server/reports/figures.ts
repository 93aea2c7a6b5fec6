import type { Figures } from '../../api-client/contract/staff-reports.ts';

export type Currency = 'CNY' | 'USD';
export type Amounts = Figures['taken'];

/** One evening's counts as the store adds them up. */
export interface EveningCounts {
  date: string;
  parties: number;
  covers: number;
  walk_ins: number;
  no_shows: number;
  no_show_covers: number;
  cancellations: number;
}

/** Money per evening and currency. */
export interface EveningMoney {
  date: string;
  currency: Currency;
  amount_minor: number;
}

const CURRENCIES: Currency[] = ['CNY', 'USD'];

/** Amounts in a fixed currency order, leaving out a currency with nothing. */
function amounts(rows: readonly EveningMoney[]): Amounts {
  return CURRENCIES.map((currency) => ({ currency, amount_minor: rows.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.amount_minor, 0) })).filter(
    (amount) => amount.amount_minor !== 0,
  );
}

const minus = (a: Amounts, b: Amounts): Amounts =>
  CURRENCIES.map((currency) => ({
    currency,
    amount_minor: (a.find((x) => x.currency === currency)?.amount_minor ?? 0) - (b.find((x) => x.currency === currency)?.amount_minor ?? 0),
  })).filter((amount) => amount.amount_minor !== 0);

const EMPTY = { parties: 0, covers: 0, walk_ins: 0, no_shows: 0, no_show_covers: 0, cancellations: 0 };

/** An evening's or a span's figures from its counts and its money; kept is taken less refunded. */
export function figuresOf(counts: readonly EveningCounts[], taken: readonly EveningMoney[], refunded: readonly EveningMoney[]): Figures {
  const summed = counts.reduce(
    (sum, row) => ({
      parties: sum.parties + row.parties,
      covers: sum.covers + row.covers,
      walk_ins: sum.walk_ins + row.walk_ins,
      no_shows: sum.no_shows + row.no_shows,
      no_show_covers: sum.no_show_covers + row.no_show_covers,
      cancellations: sum.cancellations + row.cancellations,
    }),
    EMPTY,
  );
  const paid = amounts(taken);
  const back = amounts(refunded);
  return { ...summed, taken: paid, refunded: back, kept: minus(paid, back) };
}

/** The figures summed per key of an evening's date (the evening, its week, its month), in key order. */
export function groupedFigures(counts: readonly EveningCounts[], taken: readonly EveningMoney[], refunded: readonly EveningMoney[], keyOf: (date: string) => string) {
  const keys = [...new Set([...counts, ...taken, ...refunded].map((row) => keyOf(row.date)))].sort();
  const on = <T extends { date: string }>(rows: readonly T[], key: string) => rows.filter((row) => keyOf(row.date) === key);
  return keys.map((key) => ({ key, figures: figuresOf(on(counts, key), on(taken, key), on(refunded, key)) }));
}

/** The evenings that had anything, in date order, each with its figures. */
export function eveningsOf(counts: readonly EveningCounts[], taken: readonly EveningMoney[], refunded: readonly EveningMoney[]) {
  return groupedFigures(counts, taken, refunded, (date) => date).map(({ key, figures }) => ({ date: key, ...figures }));
}
