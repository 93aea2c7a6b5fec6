import { useTranslation } from 'react-i18next';
import type { Money } from '../../../api-client/contract/common.ts';

/** What happens to the deposit when a booking is cancelled: the policy's answer, all, none, or an amount. */
export interface RefundChoice {
  kind: 'policy' | 'full' | 'none' | 'amount';
  amount: string;
}

/** The body's `refund`: a word, or the amount as typed (the server reads it in the deposit's currency). */
export const refundBody = (choice: RefundChoice): string => (choice.kind === 'amount' ? choice.amount.trim() : choice.kind);

/** `currency`: the deposit's, when known, so the amount is typed in it knowingly. */
export function RefundChoiceFields({ name, value, onChange, currency }: { name: string; value: RefundChoice; onChange(next: RefundChoice): void; currency?: Money['currency'] }) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group">
      <legend>{t('refund.legend')}</legend>
      {(['policy', 'full', 'none', 'amount'] as const).map((kind) => (
        <label key={kind}>
          <input type="radio" name={`${name}-refund`} value={kind} checked={value.kind === kind} onChange={() => onChange({ ...value, kind })} />
          {t(`refund.${kind}`)}
        </label>
      ))}
      {value.kind === 'amount' && (
        <label className="stacked">
          {currency ? t('refund.amount_in', { currency: t(`currencies.${currency}`) }) : t('refund.amount')}
          <input inputMode="decimal" required value={value.amount} onChange={(event) => onChange({ ...value, amount: event.target.value })} />
        </label>
      )}
    </fieldset>
  );
}
