import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteText } from '../../i18n/site-text.tsx';
import { isApiError } from '../../../api-client/index.ts';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { serverMessage } from './server-message.ts';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'refused'; message: string };
type Field = 'name' | 'email' | 'message';
type FieldErrors = Partial<Record<Field, string>>;

// Only the shape a typo breaks (no @); the server judges the rest and its refusal is shown too.
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Which trimmed fields cannot be sent, as contact.errors keys. */
function fieldProblems(fields: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!fields.name) problems.name = 'name_required';
  if (!fields.email) problems.email = 'email_required';
  else if (!EMAIL.test(fields.email)) problems.email = 'email_format_error';
  if (!fields.message) problems.message = 'message_required';
  return problems;
}

/**
 * SPEC §5: name, e-mail and message are required and trimmed. The page checks them itself
 * (noValidate): the browser's bubbles speak the browser's language and let whitespace-only fields
 * through. Each error is tied to its field by aria-describedby.
 */
export function ContactForm() {
  const { t } = useSiteText();
  const { t: tw } = useTranslation('widget');
  const { client } = useSiteApi();
  const [fields, setFields] = useState({ name: '', email: '', message: '' });
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const [incomplete, setIncomplete] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
    const problems = fieldProblems(trimmed);
    const first = (Object.keys(problems) as Field[])[0];
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(`contact.errors.${key}`)])));
    if (first) {
      setIncomplete(!trimmed.name || !trimmed.email || !trimmed.message);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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

  const field = (name: Field) => ({
    name,
    value: fields[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  const fieldError = (name: Field) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );

  return (
    <form ref={form} className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.form_title')}</h2>
      <p className="hint">{t('contact.required_note')}</p>
      <label>
        {t('contact.name')}
        <input type="text" autoComplete="name" maxLength={100} {...field('name')} />
      </label>
      {fieldError('name')}
      <label>
        {t('contact.your_email')}
        <input type="email" autoComplete="email" maxLength={254} {...field('email')} />
      </label>
      {fieldError('email')}
      <label>
        {t('contact.message')}
        <textarea rows={6} maxLength={4000} {...field('message')} />
      </label>
      {fieldError('message')}
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
