import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { openapiRoutes } from './openapi.ts';
import { statusRoutes } from './api/status.ts';
import { otpRoutes } from './api/otp.ts';
import { customerRoutes } from './api/customers.ts';
import { contentRoutes } from './api/content.ts';
import { devOutboxRoutes } from './api/dev-outbox.ts';
import { adminRoutes } from './admin/index.ts';
import { staffRoutes } from './staff/index.ts';
import { availabilityRoutes } from './api/availability.ts';
import { seatChangesRoute } from './api/seat-changes.ts';
import { bookingRoutes } from './api/bookings.ts';
import { myBookingsRoutes } from './api/my-bookings.ts';
import { partyRoutes } from './api/party.ts';
import { waitlistRoutes } from './api/waitlist.ts';
import { hasDemoPages } from '../payments/payment-providers.ts';
import { paymentsPlugin } from '../payments/payments-plugin.ts';
import { paymentRoutes } from './api/payments.ts';
import { notifyRoutes } from './notify.ts';
import { adminReconcileRoutes } from './admin-reconcile.ts';
import { adminCheckRoutes } from './admin/check.ts';
import { demoPayRoutes } from './demo-pay.ts';
import { refuseUntilConfigured } from '../restaurant/refuse-until-configured.ts';

/**
 * Every route folder, registered once; each mirrors its URLs. The dev outbox's call exists only
 * with OUTBOX_ENABLED, the demo gateway's pages only while a method runs as the demo: neither
 * exists in production (production-readiness.ts refuses both), so their URLs answer 404.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', refuseUntilConfigured(app));
  await app.register(healthRoutes);
  await app.register(openapiRoutes);
  await app.register(statusRoutes);
  await app.register(otpRoutes);
  await app.register(customerRoutes);
  await app.register(contentRoutes);
  if (app.config.OUTBOX_ENABLED) await app.register(devOutboxRoutes);
  await app.register(adminRoutes);
  await app.register(staffRoutes);
  await app.register(availabilityRoutes);
  await app.register(seatChangesRoute);
  await app.register(bookingRoutes);
  await app.register(myBookingsRoutes);
  await app.register(partyRoutes);
  await app.register(waitlistRoutes);
  await app.register(paymentsPlugin);
  await app.register(paymentRoutes);
  await app.register(notifyRoutes);
  await app.register(adminReconcileRoutes);
  await app.register(adminCheckRoutes);
  if (hasDemoPages(app.payments.providers)) await app.register(demoPayRoutes);
}
