import { z } from 'zod';
import { restaurantDate } from './common.ts';
import { sentAs } from './media.ts';

/** A span of evenings, FROM to TO (both included); TO defaults to FROM. At most a year. */
export const reportQuerySchema = z.object({ from: restaurantDate, to: restaurantDate.optional() });

const amounts = z.array(z.strictObject({ currency: z.enum(['CNY', 'USD']), amount_minor: z.number().int() }));

export const figuresSchema = z.strictObject({
  /** Parties that came or are expected (paid, waived or walked in), and their guests. */
  parties: z.number().int(),
  covers: z.number().int(),
  walk_ins: z.number().int(),
  /** Parties marked no-show, and their guests. */
  no_shows: z.number().int(),
  no_show_covers: z.number().int(),
  /** Bookings cancelled once they were confirmed (paid or waived). */
  cancellations: z.number().int(),
  /** Money received for the evenings' deposits, what was given back, and what stays: per currency. */
  taken: amounts,
  refunded: amounts,
  kept: amounts,
});
export type Figures = z.infer<typeof figuresSchema>;

export const reportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  evenings: z.array(figuresSchema.extend({ date: z.string() })),
  /** The evenings summed per ISO week (from Monday to Sunday, "2026-W25") and per month ("2026-06"), Shanghai dates. */
  weeks: z.array(figuresSchema.extend({ week: z.string(), from: z.string(), to: z.string() })),
  months: z.array(figuresSchema.extend({ month: z.string() })),
  totals: figuresSchema,
});
export type Report = z.infer<typeof reportSchema>;

export const bookingsCsvSchema = sentAs(['text/csv'], "The evenings' bookings as CSV (UTF-8 with a byte-order mark, a header row)");
