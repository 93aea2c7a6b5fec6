import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingCancelled, BookingDetails, BookingMoved } from '../../../api-client/contract/staff-actions.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { marksFor } from '../tonight/party-card.tsx';
import { MoveFields, moveBody, type MoveChoice } from './move-fields.tsx';
import { moveOutcome } from './move-outcome.ts';
import { RefundAction } from './refund-action.tsx';
import { RefundChoiceFields, refundBody, type RefundChoice } from './refund-choice.tsx';

/** What the signed-in role may do to a booking as it stands: mark, cancel, move, refund; each says what it did. */
export function BookingActions({ api, me, booking, onDone }: { api: StaffApi; me: StaffMe; booking: BookingDetails; onDone(text: string): void }) {
  const active = booking.status === 'pending' || booking.status === 'hold';
  const paid = booking.payments.length > 0;
  return (
    <div className="detail-actions">
      {may(me.role, 'admin_mark_booking') && booking.status !== 'hold' && booking.status !== 'cancelled' && <MarkAction api={api} booking={booking} onDone={onDone} />}
      {may(me.role, 'admin_cancel_booking') && active && <CancelAction api={api} booking={booking} onDone={onDone} />}
      {may(me.role, 'admin_move_booking') && booking.status === 'pending' && <MoveAction api={api} booking={booking} onDone={onDone} />}
      {may(me.role, 'admin_refund_booking') && paid && <RefundAction api={api} booking={booking} onDone={onDone} />}
    </div>
  );
}

/** A titled group of one action's fields, its refusal and its outcome. */
function ActionBox({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="action-box" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function MarkAction({ api, booking, onDone }: { api: StaffApi; booking: BookingDetails; onDone(text: string): void }) {
  const { t } = useTranslation();
  const action = useBookingAction();
  const id = `mark-${booking.code}`;
  return (
    <ActionBox title={t('book.mark')} id={id}>
      <div className="party-marks">
        {marksFor(booking).map((mark) => (
          <button
            key={mark}
            type="button"
            disabled={action.busy}
            onClick={() =>
              void action
                .run(() => api.send('admin_mark_booking', { params: { code: booking.code }, body: { mark, revision: booking.revision } }))
                .then((result) => result && onDone(t('book.marked', { code: booking.code, mark: t(`tonight.mark_${mark}`) })))
            }
          >
            {t(`tonight.mark_${mark}`)}
          </button>
        ))}
      </div>
      <ErrorText error={action.error} />
    </ActionBox>
  );
}

function CancelAction({ api, booking, onDone }: { api: StaffApi; booking: BookingDetails; onDone(text: string): void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const action = useBookingAction();
  const [refund, setRefund] = useState<RefundChoice>({ kind: 'policy', amount: '' });
  const [note, setNote] = useState('');
  const id = `cancel-${booking.code}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => api.send<BookingCancelled>('admin_cancel_booking', { params: { code: booking.code }, body: { refund: refundBody(refund), note: note || undefined, revision: booking.revision } }));
    if (!result) return;
    const refunded = result.deposit.kind === 'refund' && result.deposit.amount_minor !== undefined && result.deposit.currency;
    onDone(
      [t('book.cancelled', { code: result.code }), refunded ? t('book.refund_started', { amount: formatMoney(result.deposit.amount_minor!, result.deposit.currency!, lang) }) : '']
        .filter(Boolean)
        .join(' '),
    );
  };
  return (
    <ActionBox title={t('book.cancel')} id={id}>
      <form onSubmit={(event) => void submit(event)}>
        <RefundChoiceFields name={id} value={refund} onChange={setRefund} currency={booking.refund_quote?.left.currency} />
        <label htmlFor={`${id}-note`}>{t('book.note')}</label>
        <input id={`${id}-note`} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
        <ErrorText error={action.error} />
        <button type="submit" className="danger" disabled={action.busy}>
          {t('book.cancel_submit', { code: booking.code })}
        </button>
      </form>
    </ActionBox>
  );
}

function MoveAction({ api, booking, onDone }: { api: StaffApi; booking: BookingDetails; onDone(text: string): void }) {
  const { t, i18n } = useTranslation();
  const action = useBookingAction();
  const [move, setMove] = useState<MoveChoice>({ date: booking.date, time: booking.time, party: String(booking.pax), override: false, note: '' });
  const id = `move-${booking.code}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => api.send<BookingMoved>('admin_move_booking', { params: { code: booking.code }, body: { ...moveBody(move), area: booking.area, revision: booking.revision } }));
    if (result) onDone(moveOutcome(t, currentLang(i18n), result));
  };
  return (
    <ActionBox title={t('book.move')} id={id}>
      <form onSubmit={(event) => void submit(event)}>
        <MoveFields api={api} name={id} value={move} onChange={setMove} />
        <ErrorText error={action.error} />
        <button type="submit" className="primary" disabled={action.busy}>
          {t('book.move_submit')}
        </button>
      </form>
    </ActionBox>
  );
}
