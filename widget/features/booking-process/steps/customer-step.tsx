import { addressedName, nameFieldOrder } from '../../../../api-client/rules/guest-name.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api-client/api-error.ts';
import type { BookingCustomer } from '../../../../api-client/contract/booking.ts';
import type { Customer, CustomerInput } from '../../../../api-client/contract/customer.ts';
import { useWidget, useWidgetText } from '../../../app/widget-context.tsx';
import { errorText } from '../../../i18n/i18n-core.ts';
import { StepFrame } from './step-frame.tsx';
import { phoneForDisplay } from '../../../../api-client/rules/china-mobile.ts';

export interface ContactInfo {
  country: string | null;
  phone: string | null;
  email: string | null;
  /** Step 1 needed no code: this session had proved the contact for an earlier booking. */
  provedBefore?: boolean;
}

interface Form {
  first_name: string;
  last_name: string;
  gender: 'M' | 'F' | '';
  email: string;
}

/**
 * Step 2: details. A known customer (found by the verified contact) is greeted back and the form
 * is filled; the client checks nothing, the server's error keys are listed translated.
 */
const folded = (name: string) => name.trim().toLowerCase();
const sameName = (a: { first_name: string; last_name: string }, b: { first_name: string; last_name: string }) =>
  folded(a.first_name) === folded(b.first_name) && folded(a.last_name) === folded(b.last_name);

export function CustomerStep({
  contact,
  saved,
  onSaved,
}: {
  contact: ContactInfo;
  /** The details this booking already has (the guest came back to correct them). */
  saved?: BookingCustomer | null;
  /** The saved customer, and the e-mail the confirmation goes to (for a guest who verified by SMS, not yet proven). */
  onSaved: (customerId: number, email: string) => Promise<void>;
}) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const id = useId();
  const [existing, setExisting] = useState<Customer | null>(null);
  const [form, setForm] = useState<Form>(() =>
    saved
      ? { first_name: saved.first_name, last_name: saved.last_name, gender: saved.gender ?? '', email: contact.email ?? '' }
      : { first_name: '', last_name: '', gender: '', email: contact.email ?? '' },
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const correcting = useRef(Boolean(saved));

  useEffect(() => {
    if (!contact.phone && !contact.email) return;
    let live = true;
    api.getCustomer({ country: contact.country, phone: contact.phone, email: contact.email }).then(
      (customer) => {
        if (!live || !customer) return;
        setExisting(customer);
        // Back to correct the details: the form keeps what this booking has.
        if (!correcting.current) setForm({ first_name: customer.first_name, last_name: customer.last_name, gender: customer.gender ?? '', email: customer.email ?? contact.email ?? '' });
      },
      () => undefined, // SPEC §8: lookup errors are kept, the guest simply fills the form in
    );
    return () => {
      live = false;
    };
  }, [api, contact.country, contact.phone, contact.email]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors([]);
    // An unchosen gender is sent as missing, so the server answers its gender_required key.
    const input = { ...form, gender: form.gender || undefined, country: contact.country ?? '86', phone: contact.phone } as CustomerInput;
    try {
      // Another name at a shared contact (a couple with one e-mail) is another customer: added, not written over the first.
      const sameGuest = existing && sameName(existing, form);
      const customerId = sameGuest ? (await api.updateCustomer(existing.id, input), existing.id) : (await api.addCustomer(input)).id;
      await onSaved(customerId, input.email);
    } catch (error) {
      const keys = isApiError(error) ? Object.values(error.errors) : [];
      setErrors(keys.length > 0 ? keys.map((key) => errorText(t, key)) : [isApiError(error) ? errorText(t, error.error, error.message) : t('errors.generic')]);
      setSaving(false);
    }
  };

  const field = (name: 'first_name' | 'last_name' | 'email', label: string, type = 'text') => (
    <div className="tb-field" key={name}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} type={type} value={form[name]} onChange={(event) => setForm({ ...form, [name]: event.target.value })} />
    </div>
  );
  return (
    <StepFrame step={2}>
      {contact.provedBefore && (
        <p className="tb-hint">{t('verify.provedBefore', { contact: contact.phone ? phoneForDisplay(contact.country, contact.phone) : (contact.email ?? '') })}</p>
      )}
      <p className="tb-greeting">
        {existing ? t('customer.welcomeBack', { name: addressedName(existing, lang) }) : t('customer.welcome')}
      </p>
      <form onSubmit={save} noValidate>
        {nameFieldOrder(lang).map((name) => field(name, t(name === 'first_name' ? 'customer.firstName' : 'customer.lastName')))}
        <fieldset className="tb-field tb-radios">
          <legend>{t('customer.salutation')}</legend>
          {(['M', 'F'] as const).map((gender) => (
            <label key={gender}>
              <input type="radio" name={`${id}-gender`} value={gender} checked={form.gender === gender} onChange={() => setForm({ ...form, gender })} />{' '}
              {t(gender === 'M' ? 'customer.mr' : 'customer.ms')}
            </label>
          ))}
        </fieldset>
        {field('email', t('customer.email'), 'email')}
        {contact.phone && (
          <div className="tb-field">
            <label htmlFor={`${id}-phone`}>{t('customer.phone')}</label>
            <input id={`${id}-phone`} readOnly value={phoneForDisplay(contact.country, contact.phone)} />
          </div>
        )}
        <button type="submit" className="tb-button tb-button--primary" disabled={saving}>
          {saving ? t('customer.saving') : t('customer.confirm')}
        </button>
        {errors.length > 0 && (
          <div className="tb-error tb-error--list" role="alert">
            {/* The ⚠ is part of the heading line, so it can never sit alone above it. */}
            <p>
              <span aria-hidden="true">⚠</span> {t('customer.errorsHeading')}
            </p>
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </StepFrame>
  );
}
