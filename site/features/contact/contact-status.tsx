import { useSiteText } from '../../i18n/site-text.tsx';
import type { Sending } from './use-contact-form.ts';

/** Above the send button: a field left empty, the server's refusal, or thanks once sent. */
export function ContactStatus({ incomplete, sending }: { incomplete: boolean; sending: Sending }) {
  const { t } = useSiteText();
  return (
    <>
      {incomplete && (
        <p className="error-box" role="alert">
          {t('contact.fill_all')}
        </p>
      )}
      {sending.state === 'refused' && (
        <p className="error-box" role="alert">
          {sending.message}
        </p>
      )}
      {sending.state === 'sent' && (
        <p className="success-box" role="status">
          {t('contact.sent')}
        </p>
      )}
    </>
  );
}
