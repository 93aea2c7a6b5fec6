import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { unprocessable } from '../lib/errors.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
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
import { findCustomerById, findNamedCustomerAt, insertCustomer, updateCustomer } from './customer-repository.ts';

const LOCK_CUSTOMER_CONTACT = 0x435553; // 'CUS'

/** Serialises saves that touch the same phone or e-mail; keys sorted so two saves cannot deadlock. */
async function lockContacts(tx: Queryable, resolved: ResolvedCustomer): Promise<void> {
  const keys = [resolved.phoneContact, resolved.fields.email].filter((key): key is string => Boolean(key)).sort();
  for (const key of keys) await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_CUSTOMER_CONTACT, key]);
}

/**
 * A returning guest saving step 2 again updates the customer with the same names at that contact, not a
 * refusal. A contact may be shared (a couple's e-mail), so another name there is another customer, never
 * an overwrite. Found only by a contact the session proved, and keeps only proven ones (provenFields).
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
  return app.db.transaction(async (tx) => {
    // Two saves of the same guest at once must not both insert.
    await lockContacts(tx, resolved);
    const proven = { phone: verified.phone ? resolved.phoneContact : null, email: verified.email ? resolved.fields.email : null };
    const existing = await findNamedCustomerAt(tx, proven, resolved.fields);
    const stored = provenFields(session, resolved, existing);
    if (existing) {
      await updateCustomer(tx, existing.id, stored.fields, now);
      return existing.id;
    }
    return insertCustomer(tx, stored.fields, now);
  });
}

/** update_customer/{id}: only the session's own customer, storing only contacts the session proved. */
export async function changeCustomer(
  app: FastifyInstance,
  session: GuestSession | null,
  id: number,
  input: ParsedCustomerInput,
): Promise<void> {
  const current = await findCustomerById(app.db, id);
  if (!current || !ownsCustomer(session, current)) throw customerNotYours();
  // A phone given must be proven and an absent one is kept, so the session keeps owning the record.
  const stored = provenFields(session, await resolveCustomerFields(app.db, input), current);
  await updateCustomer(app.db, id, stored.fields, app.clock.now());
}
