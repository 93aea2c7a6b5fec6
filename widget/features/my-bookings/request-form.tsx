import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { useRestaurantText } from '../../app/use-restaurant-card.ts';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';

/** The reason for a change or cancel request, with the cancellation-policy reminder. */
export function RequestForm({ bookingId, type, onClose, onSent }: { bookingId: number; type: 'change' | 'cancel'; onClose: () => void; onSent: () => void }) {
  const { api } = useWidget();
  const { t } = useWidgetText();
  const id = useId();
  const field = useFocusOnMount<HTMLTextAreaElement>(type);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { rules } = useBookingRules();
  const policy = useRestaurantText('change_policy');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(t('myBookings.reasonRequired'));
    setSending(true);
    setError(null);
    try {
      await api.bookingRequest({ bid: bookingId, type, message: message.trim() });
      onSent();
    } catch (failure) {
      setError(isApiError(failure) ? errorText(t, Object.values(failure.errors)[0] ?? failure.error, failure.message, rules) : t('errors.generic'));
      setSending(false);
    }
  };

  return (
    <form className="tb-request" onSubmit={submit} noValidate aria-label={t(type === 'change' ? 'myBookings.change' : 'myBookings.cancel')}>
      {policy && <p className="tb-hint">{policy}</p>}
      <div className="tb-field">
        <label htmlFor={`${id}-reason`}>{t('myBookings.reason')}</label>
        <textarea ref={field} id={`${id}-reason`} rows={4} value={message} aria-invalid={Boolean(error)} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {error && (
        <p className="tb-error" role="alert">
          {error}
        </p>
      )}
      <div className="tb-request__actions">
        <button type="button" className="tb-button tb-button--quiet" onClick={onClose}>
          {t('common.close')}
        </button>
        <button type="submit" className="tb-button tb-button--primary" disabled={sending}>
          {t('myBookings.submit')}
        </button>
      </div>
    </form>
  );
}
