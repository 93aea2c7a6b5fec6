import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteText } from '../../i18n/site-text.tsx';
import { isApiError } from '../../../api-client/index.ts';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { serverMessage } from './server-message.ts';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'refused'; message: string };

/** SPEC §5: name, e-mail and message are required and trimmed; nothing is sent while one is empty. */
export function ContactForm() {
  const { t } = useSiteText();
  const { t: tw } = useTranslation('widget');
  const { client } = useSiteApi();
  const [fields, setFields] = useState({ name: '', email: '', message: '' });
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const [incomplete, setIncomplete] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
    if (!trimmed.name || !trimmed.email || !trimmed.message) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setSending({ state: 'sending' });
    try {
      await client.contact(trimmed);
      setSending({ state: 'sent' });
      setFields({ name: '', email: '', message: '' });
    } catch (error) {
      const text = (key: string) => t(`contact.errors.${key}`, { defaultValue: '' }) || tw(`errors.${key}`, { defaultValue: '' });
      setSending({ state: 'refused', message: isApiError(error) ? serverMessage(text, error) : t('contact.failed') });
    }
  };

  const field = (name: keyof typeof fields) => ({
    name,
    value: fields[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });

  return (
    <form className="contact-form" onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.form_title')}</h2>
      <p className="hint">{t('contact.required_note')}</p>
      <label>
        {t('contact.name')}
        <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
      </label>
      <label>
        {t('contact.your_email')}
        <input type="email" autoComplete="email" maxLength={254} {...field('email')} />
      </label>
      <label>
        {t('contact.message')}
        <textarea rows={6} maxLength={4000} {...field('message')} />
      </label>
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
      <button type="submit" className="button button--primary" disabled={sending.state === 'sending'}>
        {sending.state === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
