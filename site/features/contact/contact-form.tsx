import { useId } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import type { ContactField } from './contact-rules.ts';
import { ContactStatus } from './contact-status.tsx';
import { useContactForm } from './use-contact-form.ts';

/**
 * SPEC §5: name, e-mail and message are required and trimmed. The page checks them itself
 * (noValidate): the browser's bubbles speak the browser's language and let whitespace-only fields
 * through. Each error is tied to its field by aria-describedby.
 */
export function ContactForm() {
  const { t } = useSiteText();
  const id = useId();
  const { form, fields, setField, errors, incomplete, sending, submit } = useContactForm();

  const field = (name: ContactField) => ({
    name,
    value: fields[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });
  const fieldError = (name: ContactField) =>
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
      <ContactStatus incomplete={incomplete} sending={sending} />
      <button type="submit" className="button button--primary" disabled={sending.state === 'sending'}>
        {sending.state === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
