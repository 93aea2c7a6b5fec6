import type { TFunction } from 'i18next';
import type { Money } from '../../../api-client/contract/common.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { rmbEquivalentFen } from '../../../api-client/rules/money.ts';
import type { Lang } from '../../../widget/i18n/i18n-core.ts';

/** Money as staff read it: in the currency it was paid, with its RMB equivalent beside a USD amount. */
export function moneyWords(t: TFunction, lang: Lang, money: Money, usdPerRmb: number): string {
  const amount = formatMoney(money.amount_minor, money.currency, lang);
  if (money.currency === 'CNY') return amount;
  return t('book.money_with_rmb', { amount, rmb: formatMoney(rmbEquivalentFen(money, usdPerRmb), 'CNY', lang) });
}
