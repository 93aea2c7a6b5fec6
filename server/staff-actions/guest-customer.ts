import { countryByCallingCode, findNamedCustomerAt, insertCustomer } from '../customers/customer-repository.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';

/** The guest a staff member books for, as they gave it on the phone or in a message. */
export interface GuestContact {
  firstName: string;
  lastName: string;
  /** Unknown unless the guest said how to be addressed (no honorific is guessed). */
  gender?: 'M' | 'F' | null;
  /** Calling code without '+', and the national number. */
  phone?: { country: string; number: string };
  email?: string;
}

/**
 * The customer of this name at the given phone or e-mail, found (a returning guest) or added.
 * Its contacts count once the guest proves them by code: then my_bookings shows the booking.
 */
export async function guestCustomer(tx: Queryable, guest: GuestContact, now: Date): Promise<number> {
  const country = guest.phone ? await countryByCallingCode(tx, guest.phone.country) : null;
  if (guest.phone && !country) {
    throw new AppError(422, 'country_invalid', `+${guest.phone.country} is not a calling code the restaurant knows.`, { phone: 'country_invalid' });
  }
  const contact = { phone: guest.phone ? `${guest.phone.country} ${guest.phone.number}` : null, email: guest.email?.toLowerCase() ?? null };
  const name = { first_name: guest.firstName, last_name: guest.lastName };
  const known = await findNamedCustomerAt(tx, contact, name);
  if (known) {
    if (guest.gender) await tx.query('update customers set gender = $2, updated_at = $3 where id = $1', [known.id, guest.gender, now]);
    return known.id;
  }
  return insertCustomer(
    tx,
    { ...name, gender: guest.gender ?? null, country_code_id: country?.id ?? null, phone: guest.phone?.number ?? null, email: guest.email ?? null },
    now,
  );
}
