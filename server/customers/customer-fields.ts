import type { z } from 'zod';
import { LOCAL_COUNTRY_CODE } from '../../api-client/contract/common.ts';
import type { Customer, customerInputSchema } from '../../api-client/contract/customer.ts';
import { CHINA_MOBILE } from '../../api-client/contract/otp.ts';
import type { Queryable } from '../db/database.ts';
import { AppError, unprocessable } from '../lib/errors.ts';
import { phoneContact } from '../otp/destination.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { countryByCallingCode, countryById, type CustomerFields } from './customer-repository.ts';

export type ParsedCustomerInput = z.output<typeof customerInputSchema>;

export interface ResolvedCustomer {
  fields: CustomerFields;
  /** '86 13800138000' when the customer has a phone. */
  phoneContact: string | null;
}

/** Turns the validated input into stored fields: the country becomes a countries id. */
export async function resolveCustomerFields(db: Queryable, input: ParsedCustomerInput): Promise<ResolvedCustomer> {
  const country = input.country_code_id
    ? await countryById(db, input.country_code_id)
    : input.country || input.phone
      ? await countryByCallingCode(db, input.country ?? LOCAL_COUNTRY_CODE)
      : null;
  if ((input.country_code_id || input.country) && !country) throw unprocessable({ country: 'country_invalid' }, 'Unknown country calling code.');
  if (input.phone && country?.calling_code === LOCAL_COUNTRY_CODE && !CHINA_MOBILE.test(input.phone)) {
    throw unprocessable({ phone: 'phone_format_error' }, 'Invalid phone format: please enter a mainland China mobile number.');
  }
  return {
    fields: {
      first_name: input.first_name,
      last_name: input.last_name,
      gender: input.gender,
      country_code_id: country?.id ?? null,
      phone: input.phone,
      email: input.email,
    },
    phoneContact: input.phone && country ? phoneContact(country.calling_code, input.phone) : null,
  };
}

/**
 * A customer holds only contacts proven by code, so no one can attach a phone or e-mail they do not own
 * to a record its real owner would later be handed. An unproven phone is refused; an unproven e-mail is
 * not stored on the customer (it still reaches the booking through update_booking, for the confirmation).
 */
export function provenFields(session: GuestSession | null, resolved: ResolvedCustomer, current: Customer | null): ResolvedCustomer {
  const verified = verifiedContacts(session, resolved.phoneContact, resolved.fields.email);
  if (resolved.phoneContact && !verified.phone) {
    throw new AppError(403, 'contact_not_verified', 'Please verify this phone number with a code first.', { phone: 'contact_not_verified' });
  }
  const keepPhone = !resolved.phoneContact && current?.phone;
  return {
    fields: {
      ...resolved.fields,
      country_code_id: keepPhone ? current.country_code_id : resolved.fields.country_code_id,
      phone: keepPhone ? current.phone : resolved.fields.phone,
      email: verified.email ? resolved.fields.email : (current?.email ?? null),
    },
    phoneContact: keepPhone && current.country_code ? phoneContact(current.country_code.calling_code, current.phone!) : resolved.phoneContact,
  };
}

/** Which of a customer's contacts this session proved by one-time code. */
export function verifiedContacts(session: GuestSession | null, phone: string | null, email: string | null) {
  return {
    phone: Boolean(session && phone && session.phones.includes(phone)),
    email: Boolean(session && email && session.emails.includes(email.toLowerCase())),
  };
}

/** A session owns a customer whose current phone or e-mail it verified. */
export function ownsCustomer(session: GuestSession | null, customer: Customer): boolean {
  const phone = customer.phone && customer.country_code ? phoneContact(customer.country_code.calling_code, customer.phone) : null;
  const verified = verifiedContacts(session, phone, customer.email);
  return verified.phone || verified.email;
}

export const contactNotVerified = () =>
  new AppError(403, 'contact_not_verified', 'Please verify this phone number or e-mail address with a code first.', {
    contact: 'contact_not_verified',
  });

export const customerNotYours = () =>
  new AppError(403, 'customer_not_yours', 'You can only change your own details.', { contact: 'customer_not_yours' });
