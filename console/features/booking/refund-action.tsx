import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../../api-client/contract/common.ts';
import { typedMinor, type BookingDetails, type BookingRefunded, type RefundQuote } from '../../../api-client/contract/staff-actions.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { rmbEquivalentFen } from '../../../api-client/rules/money.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import type { Lang } from '../../../widget/i18n/i18n-core.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { moneyWords } from './money-words.ts';

/** The amount as typed, as money in the payment's currency; null when empty or not an amount. */
const typedMoney = (amount: string, quote: RefundQuote | null): Money | null => {
  const minor = quote && amount.trim() ? typedMinor(amount) : null;
  return minor === null || !quote ? null : { amount_minor: minor, currency: quote.left.currency };
};

/** Everything still due, or an amount worth more in RMB than the restaurant's threshold, is asked about first. */
const needsConfirming = (money: Money | null, amount: string, quote: RefundQuote | null) =>
  quote !== null && (amount.trim() === '' || (money !== null && rmbEquivalentFen(money, quote.usd_per_rmb) > quote.confirm_above.amount_minor));

/** The refund as the second step says it: the amount (or everything still due), to whom and how. */
function confirmQuestion(t: TFunction, lang: Lang, quote: RefundQuote, money: Money | null, guest: string): string {
  const words = { guest, method: t(`methods.${quote.method}`, { defaultValue: quote.method }) };
  return money ? t('book.refund_confirm', { ...words, amount: moneyWords(t, lang, money, quote.usd_per_rmb) }) : t('book.refund_confirm_all', words);
}

/**
 * A refund typed in the currency the payment was made in, its RMB equivalent beside it, what was paid
 * beyond the party quoted; a large one (or everything) is confirmed in a second step before it is sent.
 */
export function RefundAction({ api, booking, onDone }: { api: StaffApi; booking: BookingDetails; onDone(text: string): void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const action = useBookingAction();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const amountField = useRef<HTMLInputElement>(null);
  const quote = booking.refund_quote;
  const money = typedMoney(amount, quote);
  const id = `refund-${booking.code}`;
  const send = async () => {
    setAsking(false);
    const result = await action.run(() => api.send<BookingRefunded>('admin_refund_booking', { params: { code: booking.code }, body: { amount: amount.trim() || undefined, note: note || undefined } }));
    if (result) onDone(result.refunds.map((refund) => t('book.refund_line', { amount: formatMoney(refund.amount_minor, refund.currency, lang), status: t(`book.refund_status.${refund.status}`) })).join(' '));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsConfirming(money, amount, quote)) setAsking(true);
    else void send();
  };
  return (
    <section className="action-box" aria-labelledby={id}>
      <h3 id={id}>{t('book.refund')}</h3>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-amount`}>{t('book.refund_amount', { currency: t(`currencies.${quote?.left.currency ?? booking.payments[0]?.currency ?? 'CNY'}`) })}</label>
        <input ref={amountField} id={`${id}-amount`} inputMode="decimal" value={amount} readOnly={asking} onChange={(event) => setAmount(event.target.value)} aria-describedby={`${id}-about ${id}-hint`} />
        <p id={`${id}-about`} className="muted refund-about" aria-live="polite">
          {money && money.currency !== 'CNY' && quote ? t('book.refund_about', { amount: formatMoney(rmbEquivalentFen(money, quote.usd_per_rmb), 'CNY', lang) }) : ''}
        </p>
        <RefundQuoteHint id={`${id}-hint`} quote={quote} />
        <label htmlFor={`${id}-note`}>{t('book.note')}</label>
        <input id={`${id}-note`} value={note} maxLength={1000} readOnly={asking} onChange={(event) => setNote(event.target.value)} />
        <ErrorText error={action.error} />
        {asking && quote ? (
          <RefundConfirm
            question={confirmQuestion(t, lang, quote, money, booking.guest)}
            yes={t('book.refund_confirm_yes')}
            back={t('book.refund_confirm_back')}
            onYes={() => void send()}
            onBack={() => {
              setAsking(false);
              amountField.current?.focus();
            }}
          />
        ) : (
          <button type="submit" className="primary" disabled={action.busy}>
            {t('book.refund_submit')}
          </button>
        )}
      </form>
    </section>
  );
}

/** What the payment can still give back and what was paid beyond the party, in its currency. */
function RefundQuoteHint({ id, quote }: { id: string; quote: RefundQuote | null }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  if (!quote) return <p id={id} className="muted">{t('book.refund_amount_hint')}</p>;
  const method = t(`methods.${quote.method}`, { defaultValue: quote.method });
  return (
    <p id={id} className="muted">
      {t('book.refund_quote', { method, currency: t(`currencies.${quote.left.currency}`), left: moneyWords(t, lang, quote.left, quote.usd_per_rmb) })}{' '}
      {quote.paid_beyond && t('book.refund_beyond', { amount: moneyWords(t, lang, quote.paid_beyond, quote.usd_per_rmb) })} {t('book.refund_amount_hint')}
    </p>
  );
}

/** The second step: the refund said in full, with a button that sends it (focused) and one that goes back. */
function RefundConfirm({ question, yes, back, onYes, onBack }: { question: string; yes: string; back: string; onYes(): void; onBack(): void }) {
  const yesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => yesButton.current?.focus(), []);
  return (
    <div role="group" aria-label={question} className="confirm-step">
      <p role="alert">{question}</p>
      <button ref={yesButton} type="button" className="danger" onClick={onYes}>
        {yes}
      </button>
      <button type="button" onClick={onBack}>
        {back}
      </button>
    </div>
  );
}
