import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { statusRoutes } from './api/status.ts';
import { otpRoutes } from './api/otp.ts';
import { customerRoutes } from './api/customers.ts';
import { contentRoutes } from './api/content.ts';
import { devOutboxRoutes } from './api/dev-outbox.ts';
import { adminRoutes } from './admin/index.ts';
import { availabilityRoutes } from './api/availability.ts';
import { bookingRoutes } from './api/bookings.ts';
import { myBookingsRoutes } from './api/my-bookings.ts';
import { hasDemoPages } from '../payments/payment-providers.ts';
import { paymentsPlugin } from '../payments/payments-plugin.ts';
import { paymentRoutes } from './api/payments.ts';
import { notifyRoutes } from './notify.ts';
import { adminReconcileRoutes } from './admin-reconcile.ts';
import { demoPayRoutes } from './demo-pay.ts';

/**
 * Every route folder, registered once; each mirrors its URLs. The dev outbox's call exists only
 * with OUTBOX_ENABLED, the demo gateway's pages only while a method runs as the demo: neither
 * exists in production (production-readiness.ts refuses both), so their URLs answer 404.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(statusRoutes, { prefix: '/api' });
  await app.register(otpRoutes, { prefix: '/api' });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  if (app.config.OUTBOX_ENABLED) await app.register(devOutboxRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(availabilityRoutes, { prefix: '/api' });
  await app.register(bookingRoutes, { prefix: '/api' });
  await app.register(myBookingsRoutes, { prefix: '/api' });
  await app.register(paymentsPlugin);
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(notifyRoutes, { prefix: '/api/notify' });
  await app.register(adminReconcileRoutes, { prefix: '/api/admin' });
  if (hasDemoPages(app.payments.providers)) await app.register(demoPayRoutes);
}
