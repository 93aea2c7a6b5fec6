import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api-client/index.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { fieldProblems, type ContactField } from './contact-rules.ts';
import { serverMessage } from './server-message.ts';

export type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'refused'; message: string };
type FieldErrors = Partial<Record<ContactField, string>>;

/** The contact form's fields, checked here first (trimmed, the first problem focused), then sent. */
export function useContactForm() {
  const { t } = useSiteText();
  const { t: tw } = useTranslation('widget');
  const { client } = useSiteApi();
  const [fields, setFields] = useState({ name: '', email: '', message: '' });
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const [incomplete, setIncomplete] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
    const problems = fieldProblems(trimmed);
    const first = (Object.keys(problems) as ContactField[])[0];
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

  const setField = (name: ContactField, value: string) => setFields({ ...fields, [name]: value });
  return { form, fields, setField, errors, incomplete, sending, submit };
}
