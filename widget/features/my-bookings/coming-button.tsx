import { useId, useState } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import type { ListedBooking } from '../../../api-client/contract/my-bookings.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { VISIT_TEXT } from './visit-text.ts';

/** "I'm coming": what the reminder asks the guest to tap; once told, it says thank you. */
export function ComingButton({ booking }: { booking: ListedBooking }) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const id = useId();
  const words = VISIT_TEXT[lang];
  const [confirmed, setConfirmed] = useState(booking.visit_confirmed_at !== null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (confirmed) {
    return (
      <p className="tb-success" role="status">
        {words.confirmed}
      </p>
    );
  }
  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await api.confirmVisit({ bid: booking.id });
      setConfirmed(true);
    } catch (failure) {
      if (isApiError(failure) && failure.error === 'booking_not_upcoming') setError(words.notUpcoming);
      else setError(isApiError(failure) ? errorText(t, failure.error, failure.message) : t('errors.generic'));
      setSending(false);
    }
  };
  return (
    <div className="tb-coming">
      <button type="button" className="tb-button tb-button--primary" aria-describedby={`${id}-hint`} disabled={sending} onClick={() => void confirm()}>
        {words.confirm}
      </button>
      <p id={`${id}-hint`} className="tb-hint">
        {words.confirmHint}
      </p>
      {error && (
        <p className="tb-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
