import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingCancelled, BookingDetails, BookingMoved, BookingRefunded } from '../../../api-client/contract/staff-actions.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { floorState, marksFor } from '../tonight/party-card.tsx';
import { MoveFields, moveBody, type MoveChoice } from './move-fields.tsx';
import { moveOutcome, topupLine } from './move-outcome.ts';
import { RefundChoiceFields, refundBody, type RefundChoice } from './refund-choice.tsx';
import { GuestText } from '../../shared/guest-text.tsx';

/** One booking, looked up by its code, with what the signed-in role may do to it. */
export function BookingDetail({ api, me, code }: { api: StaffApi; me: StaffMe; code: string }) {
  const { t } = useTranslation();
  const booking = useStaffResource(staffResources.booking(api, code));
  if (booking.error) return <ErrorText error={booking.error} />;
  if (!booking.data) return <p role="status">{t('loading')}</p>;
  return <BookingDetailView api={api} me={me} booking={booking.data} />;
}

export function BookingDetailView({ api, me, booking }: { api: StaffApi; me: StaffMe; booking: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const active = booking.status === 'pending' || booking.status === 'hold';
  const paid = booking.payments.length > 0;
  const [notice, setNotice] = useState('');
  const topups = booking.topups.map((topup) => topupLine(t, lang, topup)).filter((line): line is string => line !== null);
  return (
    <div className="booking-detail">
      <dl className="detail-facts">
        <dt>{t('book.code')}</dt>
        <dd className="party-code">{booking.code}</dd>
        <dt>{t('book.when')}</dt>
        <dd>{t('book.when_value', { date: booking.date, time: booking.time, pax: t('tonight.guests', { count: booking.pax }) })}</dd>
        <dt>{t('book.status')}</dt>
        <dd>
          {t(`tonight.status.${floorState(booking)}`, { defaultValue: booking.status })}
          {booking.visit_confirmed_at && ` · ${t('tonight.confirmed_coming')}`}
        </dd>
        <dt>{t('book.guest')}</dt>
        <dd>{booking.guest || t('tonight.guest')}</dd>
        <dt>{t('book.contact')}</dt>
        <dd>{[booking.phone, booking.email].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>{t('book.payments')}</dt>
        <dd>
          {booking.payments.length === 0
            ? t('book.no_payment')
            : booking.payments.map((payment) => (
                <span key={payment.provider_transaction_id} className="detail-line">
                  {t('book.payment_line', { amount: formatMoney(payment.amount_minor, payment.currency, lang), method: t(`methods.${payment.method}`, { defaultValue: payment.method }) })}
                </span>
              ))}
        </dd>
        {topups.length > 0 && (
          <>
            <dt>{t('book.topups')}</dt>
            <dd>
              {topups.map((line) => (
                <span key={line} className="detail-line">
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
        {booking.refunds.length > 0 && (
          <>
            <dt>{t('book.refunds')}</dt>
            <dd>
              {booking.refunds.map((refund) => (
                <span key={refund.id} className="detail-line">
                  {t('book.refund_line', { amount: formatMoney(refund.amount_minor, refund.currency, lang), status: t(`book.refund_status.${refund.status}`) })}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
      {booking.requests.length > 0 && (
        <>
          <h3>{t('book.requests')}</h3>
          <ul className="detail-list">
            {booking.requests.map((request) => (
              <li key={request.id}>
                <strong>{t(`tonight.request_${request.type}`)}</strong> <GuestText text={request.message} />{' '}
                {request.resolved_at && <em>({t('inbox.resolved_with', { resolution: request.resolution ?? '' })})</em>}
              </li>
            ))}
          </ul>
        </>
      )}
      <p role="status" className="notice">
        {notice}
      </p>
      <div className="detail-actions">
        {may(me.role, 'admin_mark_booking') && booking.status !== 'hold' && booking.status !== 'cancelled' && <MarkAction api={api} booking={booking} onDone={setNotice} />}
        {may(me.role, 'admin_cancel_booking') && active && <CancelAction api={api} booking={booking} onDone={setNotice} />}
        {may(me.role, 'admin_move_booking') && booking.status === 'pending' && <MoveAction api={api} booking={booking} onDone={setNotice} />}
        {may(me.role, 'admin_refund_booking') && paid && <RefundAction api={api} booking={booking} onDone={setNotice} />}
      </div>
      {booking.audit.length > 0 && (
        <details className="detail-audit">
          <summary>{t('book.history', { count: booking.audit.length })}</summary>
          <ol>
            {booking.audit.map((entry, index) => (
              <li key={index}>
                <time dateTime={new Date(entry.at).toISOString()}>{shanghaiWallClock(new Date(entry.at))}</time> · {entry.action} · {entry.actor}
                {entry.note && ` · ${entry.note}`}
              </li>
            ))}
          </ol>
        </details>
      )}
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
        <RefundChoiceFields name={id} value={refund} onChange={setRefund} />
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

function RefundAction({ api, booking, onDone }: { api: StaffApi; booking: BookingDetails; onDone(text: string): void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const action = useBookingAction();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const id = `refund-${booking.code}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => api.send<BookingRefunded>('admin_refund_booking', { params: { code: booking.code }, body: { amount: amount.trim() || undefined, note: note || undefined } }));
    if (result) {
      onDone(result.refunds.map((refund) => t('book.refund_line', { amount: formatMoney(refund.amount_minor, refund.currency, lang), status: t(`book.refund_status.${refund.status}`) })).join(' '));
    }
  };
  return (
    <ActionBox title={t('book.refund')} id={id}>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-amount`}>{t('book.refund_amount')}</label>
        <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="muted">
          {t('book.refund_amount_hint')}
        </p>
        <label htmlFor={`${id}-note`}>{t('book.note')}</label>
        <input id={`${id}-note`} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
        <ErrorText error={action.error} />
        <button type="submit" className="primary" disabled={action.busy}>
          {t('book.refund_submit')}
        </button>
      </form>
    </ActionBox>
  );
}
