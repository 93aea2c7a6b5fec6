import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enquiry } from '../../../api-client/contract/staff-enquiries.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { useInvalidate } from '../../app/console-data.tsx';
import type { StaffApi, StaffApiError } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { asStaffError } from '../../shared/use-action.ts';
import { GuestText } from '../../shared/guest-text.tsx';

/** A guest's enquiry from the contact form, answered by e-mail from here, once. */
export function EnquiryItem({ api, enquiry, onReplied }: { api: StaffApi; enquiry: Enquiry; onReplied(text: string): void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const id = `enquiry-${enquiry.id}`;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api.send('staff_enquiry_reply', { params: { id: enquiry.id }, body: { reply } });
      onReplied(t('enquiries.sent', { name: enquiry.name }));
      await invalidate('enquiries/');
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="inbox-item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('enquiries.from', { name: enquiry.name, email: enquiry.email })}</h3>
      <p className="muted">
        <time dateTime={enquiry.created_at}>{shanghaiWallClock(new Date(enquiry.created_at))}</time>
      </p>
      <blockquote className="guest-words"><GuestText text={enquiry.message} /></blockquote>
      {enquiry.replied_at ? (
        <p className="muted">{t('enquiries.replied', { by: enquiry.replied_by ?? '', reply: enquiry.reply ?? '' })}</p>
      ) : (
        <form onSubmit={(event) => void send(event)}>
          <label htmlFor={`${id}-reply`}>{t('enquiries.reply', { name: enquiry.name })}</label>
          <textarea id={`${id}-reply`} rows={3} maxLength={5000} value={reply} onChange={(event) => setReply(event.target.value)} />
          <ErrorText error={error} />
          <button type="submit" className="primary" disabled={busy}>
            {t('enquiries.send')}
          </button>
        </form>
      )}
    </li>
  );
}
