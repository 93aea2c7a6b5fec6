import type { FastifyInstance } from 'fastify';
import type { Customer } from '../../api-client/contract/customer.ts';
import type { Queryable } from '../db/database.ts';
import { AppError, unprocessable } from '../lib/errors.ts';
import type { GuestSession } from '../plugins/session.ts';
import {
  contactNotVerified,
  customerNotYours,
  ownsCustomer,
  provenFields,
  resolveCustomerFields,
  verifiedContacts,
  type ParsedCustomerInput,
  type ResolvedCustomer,
} from './customer-fields.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  findCustomerByPhone,
  insertCustomer,
  updateCustomer,
} from './customer-repository.ts';

const LOCK_CUSTOMER_CONTACT = 0x435553; // 'CUS'

/** Serialises saves that touch the same phone or e-mail; keys sorted so two saves cannot deadlock. */
async function lockContacts(tx: Queryable, resolved: ResolvedCustomer): Promise<void> {
  const keys = [resolved.phoneContact, resolved.fields.email].filter((key): key is string => Boolean(key)).sort();
  for (const key of keys) await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_CUSTOMER_CONTACT, key]);
}

function contactInUse(field: 'phone' | 'email'): AppError {
  const what = field === 'phone' ? 'phone number' : 'e-mail address';
  return new AppError(409, `${field}_in_use`, `This ${what} belongs to another customer. Please contact the restaurant.`, {
    [field]: `${field}_in_use`,
  });
}

/** A save that lost a race to the unique indexes on phone and e-mail is a 409 too, not a 500. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505') throw contactInUse(constraint === 'customers_phone_unique' ? 'phone' : 'email');
    throw error;
  }
}

/** Another customer already has this phone or e-mail: answered 409 rather than left to the unique index. */
async function refuseTakenContacts(tx: Queryable, resolved: ResolvedCustomer, selfId: number | null): Promise<void> {
  const [callingCode, phone] = resolved.phoneContact?.split(' ') ?? [];
  const byPhone = callingCode && phone ? await findCustomerByPhone(tx, callingCode, phone) : null;
  if (byPhone && byPhone.id !== selfId) {
    throw contactInUse('phone');
  }
  const byEmail = resolved.fields.email ? await findCustomerByEmail(tx, resolved.fields.email) : null;
  if (byEmail && byEmail.id !== selfId) {
    throw contactInUse('email');
  }
}

/**
 * add_customer: creates the customer of the contact this session verified, or updates it when it
 * exists already (a returning guest saving step 2 again must not fail). The customer is found
 * only by a contact the session proved, and keeps only proven contacts (provenFields).
 */
export async function addCustomer(app: FastifyInstance, session: GuestSession | null, input: ParsedCustomerInput): Promise<number> {
  const resolved = await resolveCustomerFields(app.db, input);
  const verified = verifiedContacts(session, resolved.phoneContact, resolved.fields.email);
  if (!verified.phone && !verified.email) {
    // The guest verified a phone but the form came without it: that is a missing field.
    if (!resolved.phoneContact && session && session.phones.length > 0) throw unprocessable({ phone: 'phone_required' }, 'Please enter your phone number.');
    throw contactNotVerified();
  }
  const now = app.clock.now();
  return guardUnique(() => app.db.transaction(async (tx) => {
    await lockContacts(tx, resolved);
    const [callingCode, phone] = resolved.phoneContact?.split(' ') ?? [];
    const existing: Customer | null =
      (verified.phone && callingCode && phone ? await findCustomerByPhone(tx, callingCode, phone) : null) ??
      (verified.email ? await findCustomerByEmail(tx, resolved.fields.email!) : null);
    const stored = provenFields(session, resolved, existing);
    await refuseTakenContacts(tx, stored, existing?.id ?? null);
    if (existing) {
      await updateCustomer(tx, existing.id, stored.fields, now);
      return existing.id;
    }
    return insertCustomer(tx, stored.fields, now);
  }));
}

/** update_customer/{id}: only the session's own customer, storing only contacts the session proved. */
export async function changeCustomer(
  app: FastifyInstance,
  session: GuestSession | null,
  id: number,
  readInput: () => ParsedCustomerInput,
): Promise<void> {
  const current = await findCustomerById(app.db, id);
  if (!current || !ownsCustomer(session, current)) throw customerNotYours();
  // A phone given must be proven and an absent one is kept, so the session keeps owning the record.
  const stored = provenFields(session, await resolveCustomerFields(app.db, readInput()), current);
  const now = app.clock.now();
  await guardUnique(() =>
    app.db.transaction(async (tx) => {
      await lockContacts(tx, stored);
      await refuseTakenContacts(tx, stored, id);
      await updateCustomer(tx, id, stored.fields, now);
    }),
  );
}
