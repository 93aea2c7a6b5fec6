import type { FastifyInstance } from 'fastify';
import { contactNotVerified, customerNotYours, verifiedContacts } from '../../customers/customer-fields.ts';
import { findCustomerByEmail, findCustomerByPhone } from '../../customers/customer-repository.ts';
import { addCustomer, changeCustomer } from '../../customers/save-customer.ts';
import { rememberedAllergies } from '../../customers/remembered-allergies.ts';
import { phoneContact } from '../../otp/destination.ts';
import { serve } from '../../plugins/serve.ts';

/** Customer details, only for a session that verified the customer's phone or e-mail. */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'get_customer', async (request) => {
    const lookup = request.body;
    const session = await request.getSession();
    const phone = lookup.phone ? phoneContact(lookup.country, lookup.phone) : null;
    const verified = verifiedContacts(session, phone, lookup.email);
    if (!verified.phone && !verified.email) throw contactNotVerified();
    const customer =
      (verified.phone && lookup.phone ? await findCustomerByPhone(app.db, lookup.country, lookup.phone) : null) ??
      (verified.email && lookup.email ? await findCustomerByEmail(app.db, lookup.email) : null);
    return customer ? { ...customer, remembered_food: await rememberedAllergies(app.db, customer.id) } : {};
  });

  serve(app, 'add_customer', async (request) => {
    return { id: await addCustomer(app, await request.getSession(), request.body) };
  });

  serve(app, 'update_customer', async (request) => {
    const raw = request.params.id;
    // An id that cannot exist is answered like another guest's: nothing to learn from the difference.
    if (!/^\d{1,9}$/.test(raw)) throw customerNotYours();
    const id = Number(raw);
    await changeCustomer(app, await request.getSession(), id, request.body);
    return { id };
  });
}
