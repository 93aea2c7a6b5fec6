import { addressedName, nameFieldOrder } from '../../../../api-client/rules/guest-name.ts';
import { useId } from 'react';
import type { BookingCustomer } from '../../../../api-client/contract/booking.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';
import { CustomerErrors } from './customer-errors.tsx';
import { StepFrame } from './step-frame.tsx';
import { useCustomerDetails, type ContactInfo } from './use-customer-details.ts';
import { phoneForDisplay } from '../../../../api-client/rules/china-mobile.ts';

export type { ContactInfo };

/**
 * Step 2: details. A known customer (found by the verified contact) is greeted back and the form
 * is filled; the client checks nothing, the server's error keys are listed translated.
 */
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
  const { t, lang } = useWidgetText();
  const id = useId();
  const { existing, form, setForm, errors, saving, save } = useCustomerDetails(contact, saved, onSaved);

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
        {errors.length > 0 && <CustomerErrors errors={errors} />}
      </form>
    </StepFrame>
  );
}
