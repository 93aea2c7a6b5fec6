import type { TFunction } from 'i18next';
import type { AuditEntryView } from '../../../api-client/contract/staff-accounts.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';

type Facts = Record<string, unknown>;
type Lang = 'en' | 'zh';

// Internal counters and ids mean nothing to the reader; the booking is named by its code instead.
const HIDDEN = new Set(['revision', 'seating_id', 'customer_id', 'booking_id', 'id']);

const isFacts = (value: unknown): value is Facts => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
const isCurrency = (value: unknown): value is 'CNY' | 'USD' => value === 'CNY' || value === 'USD';

/** The action as the console's language says it ('Refund', '退款'); an action it has no words for, as recorded. */
export const actionName = (t: TFunction, action: string): string => t(`audit.action.${action.replace(/\W/g, '_')}`, { defaultValue: action });

function shownValue(t: TFunction, key: string, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'status') return t(`tonight.status.${String(value)}`, { defaultValue: String(value) });
  if (key === 'deposit') return t(`audit.deposit.${String(value)}`, { defaultValue: String(value) });
  return String(value);
}

/** Money an entry moved: the refunds it started, or the refund a cancel decided, in their currency. */
function moneyLines(t: TFunction, lang: Lang, after: Facts): string[] {
  const refunds = Array.isArray(after.refunds) ? after.refunds.filter(isFacts) : [];
  const lines = refunds.flatMap((refund) =>
    typeof refund.amount_minor === 'number' && isCurrency(refund.currency)
      ? [t('audit.refunded', { amount: formatMoney(refund.amount_minor, refund.currency, lang), method: t(`methods.${String(refund.method)}`, { defaultValue: String(refund.method) }) })]
      : [],
  );
  const deposit = after.deposit;
  if (isFacts(deposit) && typeof deposit.refund_minor === 'number' && isCurrency(deposit.currency)) lines.push(t('audit.refund_decided', { amount: formatMoney(deposit.refund_minor, deposit.currency, lang) }));
  if (isFacts(deposit) && typeof deposit.waived === 'string') lines.push(t('book.deposit_waived', { reason: deposit.waived }));
  return lines;
}

/**
 * What an entry changed, as staff read it in the console's language: the money it moved, and each
 * fact that changed (Party: 4 → 2), or each fact it set; never the raw record.
 */
export function auditChanges(t: TFunction, lang: Lang, entry: Pick<AuditEntryView, 'before' | 'after'>): string[] {
  const before = isFacts(entry.before) ? entry.before : {};
  const after = isFacts(entry.after) ? entry.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !HIDDEN.has(key));
  const facts = keys.flatMap((key) => {
    const was = before[key];
    const now = after[key];
    if (!isScalar(was) || !isScalar(now) || (key in before && was === now)) return [];
    const field = t(`audit.field.${key}`, { defaultValue: key });
    if (!(key in before)) return [t('audit.set', { field, value: shownValue(t, key, now) })];
    return [t('audit.changed', { field, was: shownValue(t, key, was), now: shownValue(t, key, now) })];
  });
  return [...moneyLines(t, lang, after), ...facts];
}
