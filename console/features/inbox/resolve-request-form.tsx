import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestResolved } from '../../../api-client/contract/staff-actions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { MoveFields, type MoveChoice } from '../booking/move-fields.tsx';
import { moveOutcome } from '../booking/move-outcome.ts';
import { RefundChoiceFields, type RefundChoice } from '../booking/refund-choice.tsx';
import type { GuestRequest } from './guest-request.ts';
import { REQUEST_ACTIONS, resolutionBody, type RequestAction } from './request-resolution.ts';

/** An open request settled in place: the action chosen (a cancel request starts on cancel, any other on move) and its fields. */
export function ResolveRequestForm({ api, request, onResolved }: { api: StaffApi; request: GuestRequest; onResolved?(text: string): void }) {
  const { t, i18n } = useTranslation();
  const action = useBookingAction();
  const [chosen, setChosen] = useState<RequestAction>(request.type === 'cancel' ? 'cancel' : 'move');
  const [refund, setRefund] = useState<RefundChoice>({ kind: 'policy', amount: '' });
  const [move, setMove] = useState<MoveChoice>({ date: request.booking_date, time: '', party: String(request.pax), override: false, note: '' });
  const [reply, setReply] = useState('');
  const [resolution, setResolution] = useState('');
  const id = `request-${request.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() =>
      api.send<RequestResolved>('admin_resolve_request', { params: { id: request.id }, body: resolutionBody(chosen, { refund, move, reply, resolution }) }),
    );
    if (result) onResolved?.(result.moved ? moveOutcome(t, currentLang(i18n), result.moved) : t(`inbox.outcome_${result.outcome}`, { code: request.code }));
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <fieldset className="choice-group">
        <legend>{t('inbox.action')}</legend>
        {REQUEST_ACTIONS.map((value) => (
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
  );
}
