import type { FastifyInstance } from 'fastify';
import {
  customerInputSchema,
  customerLookupRequestSchema,
  type AddCustomerResponse,
  type GetCustomerResponse,
  type UpdateCustomerResponse,
} from '../../../api-client/contract/customer.ts';
import { contactNotVerified, customerNotYours, verifiedContacts } from '../../customers/customer-fields.ts';
import { findCustomerByEmail, findCustomerByPhone } from '../../customers/customer-repository.ts';
import { addCustomer, changeCustomer } from '../../customers/save-customer.ts';
import { phoneContact } from '../../otp/destination.ts';
import { parseInput, readableErrors } from '../../otp/parse-input.ts';

/** Customer details, only for a session that verified the customer's phone or e-mail. */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  app.post('/get_customer', async (request): Promise<GetCustomerResponse> => {
    const lookup = parseInput(customerLookupRequestSchema, request.body, readableErrors);
    const session = await request.getSession();
    const phone = lookup.phone ? phoneContact(lookup.country, lookup.phone) : null;
    const verified = verifiedContacts(session, phone, lookup.email);
    if (!verified.phone && !verified.email) throw contactNotVerified();
    const customer =
      (verified.phone && lookup.phone ? await findCustomerByPhone(app.db, lookup.country, lookup.phone) : null) ??
      (verified.email && lookup.email ? await findCustomerByEmail(app.db, lookup.email) : null);
    return customer ?? {};
  });

  app.post('/add_customer', async (request): Promise<AddCustomerResponse> => {
    const input = parseInput(customerInputSchema, request.body, readableErrors);
    return { id: await addCustomer(app, await request.getSession(), input) };
  });

  app.put('/update_customer/:id', async (request): Promise<UpdateCustomerResponse> => {
    const raw = (request.params as { id: string }).id;
    // An id that cannot exist is answered like another guest's: nothing to learn from the difference.
    if (!/^\d{1,9}$/.test(raw)) throw customerNotYours();
    const id = Number(raw);
    await changeCustomer(app, await request.getSession(), id, () => parseInput(customerInputSchema, request.body, readableErrors));
    return { id };
  });
}
