import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api-client/api-error.ts';
import type { BookingCustomer } from '../../../../api-client/contract/booking.ts';
import type { Customer, CustomerInput } from '../../../../api-client/contract/customer.ts';
import { useWidget, useWidgetText } from '../../../app/widget-context.tsx';
import { errorText } from '../../../i18n/i18n-core.ts';

export interface ContactInfo {
  country: string | null;
  phone: string | null;
  email: string | null;
  /** Step 1 needed no code: this session had proved the contact for an earlier booking. */
  provedBefore?: boolean;
}

export interface CustomerForm {
  first_name: string;
  last_name: string;
  gender: 'M' | 'F' | '';
  email: string;
}

const folded = (name: string) => name.trim().toLowerCase();
const sameName = (a: { first_name: string; last_name: string }, b: { first_name: string; last_name: string }) =>
  folded(a.first_name) === folded(b.first_name) && folded(a.last_name) === folded(b.last_name);

/**
 * The details form of step 2: filled from the customer found by the verified contact, or from
 * what the booking has when the guest came back to correct it; saved as that customer or a new one.
 */
export function useCustomerDetails(contact: ContactInfo, saved: BookingCustomer | null | undefined, onSaved: (customerId: number, email: string) => Promise<void>) {
  const { api } = useWidget();
  const { t } = useWidgetText();
  const [existing, setExisting] = useState<Customer | null>(null);
  const [form, setForm] = useState<CustomerForm>(() =>
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

  return { existing, form, setForm, errors, saving, save };
}
