import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestResolved } from '../../../api-client/contract/staff-actions.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { MoveFields, moveBody, type MoveChoice } from '../booking/move-fields.tsx';
import { moveOutcome } from '../booking/move-outcome.ts';
import { RefundChoiceFields, refundBody, type RefundChoice } from '../booking/refund-choice.tsx';
import { partyName } from '../tonight/party-card.tsx';
import { GuestText } from '../../shared/guest-text.tsx';

export interface GuestRequest {
  id: number;
  type: 'change' | 'cancel';
  message: string;
  created_at: string;
  resolved_at: string | null;
  resolution: string | null;
  code: string;
  booking_date: string;
  timeslot: string;
  pax: number;
  status: string;
  first_name: string | null;
  last_name: string | null;
}

const ACTIONS = ['cancel', 'move', 'decline', 'note'] as const;
type Action = (typeof ACTIONS)[number];

/** What the form sends for the chosen action (the server checks every field). */
function body(action: Action, fields: { refund: RefundChoice; move: MoveChoice; reply: string; resolution: string }) {
  if (action === 'cancel') return { action, refund: refundBody(fields.refund), note: fields.move.note.trim() || undefined };
  if (action === 'move') return { action, ...moveBody(fields.move) };
  if (action === 'decline') return { action, reply: fields.reply };
  return { action, resolution: fields.resolution };
}

/** One guest request, acted on in place: cancel the booking, move it, decline with a reply, or note it done. */
export function RequestItem({ api, request, onResolved }: { api: StaffApi; request: GuestRequest; onResolved?(text: string): void }) {
  const { t, i18n } = useTranslation();
  const action = useBookingAction();
  const [chosen, setChosen] = useState<Action>(request.type === 'cancel' ? 'cancel' : 'move');
  const [refund, setRefund] = useState<RefundChoice>({ kind: 'policy', amount: '' });
  const [move, setMove] = useState<MoveChoice>({ date: request.booking_date, time: '', party: String(request.pax), override: false, note: '' });
  const [reply, setReply] = useState('');
  const [resolution, setResolution] = useState('');
  const id = `request-${request.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() =>
      api.send<RequestResolved>('admin_resolve_request', { params: { id: request.id }, body: body(chosen, { refund, move, reply, resolution }) }),
    );
    if (result) onResolved?.(result.moved ? moveOutcome(t, currentLang(i18n), result.moved) : t(`inbox.outcome_${result.outcome}`, { code: request.code }));
  };
  const title = t(`inbox.request_${request.type}`, {
    name: partyName(request, currentLang(i18n), t('tonight.guest')),
    code: request.code,
    date: request.booking_date,
    time: request.timeslot,
    pax: t('tonight.guests', { count: request.pax }),
  });
  return (
    <li className="inbox-item" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">
        {t('inbox.asked_at')} <time dateTime={request.created_at}>{shanghaiWallClock(new Date(request.created_at)).slice(0, 16).replace('T', ' ')}</time>
      </p>
      <blockquote className="guest-words"><GuestText text={request.message} /></blockquote>
      {request.resolved_at ? (
        <p className="muted">{t('inbox.resolved_with', { resolution: request.resolution ?? '' })}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className="choice-group">
            <legend>{t('inbox.action')}</legend>
            {ACTIONS.map((value) => (
              <label key={value}>
                <input type="radio" name={`${id}-action`} value={value} checked={chosen === value} onChange={() => setChosen(value)} />
                {t(`inbox.action_${value}`)}
              </label>
            ))}
          </fieldset>
          {chosen === 'cancel' && <RefundChoiceFields name={id} value={refund} onChange={setRefund} />}
          {chosen === 'move' && <MoveFields api={api} name={id} value={move} onChange={setMove} />}
          {chosen === 'decline' && (
            <label className="stacked">
              {t('inbox.reply')}
              <textarea value={reply} maxLength={1000} rows={3} onChange={(event) => setReply(event.target.value)} />
            </label>
          )}
          {chosen === 'note' && (
            <label className="stacked">
              {t('inbox.resolution')}
              <input value={resolution} maxLength={1000} onChange={(event) => setResolution(event.target.value)} />
            </label>
          )}
          <ErrorText error={action.error} />
          <button type="submit" className="primary" disabled={action.busy}>
            {t(`inbox.submit_${chosen}`)}
          </button>
        </form>
      )}
    </li>
  );
}
