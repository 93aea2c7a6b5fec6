import type { FastifyBaseLogger } from 'fastify';
import type { StaffRoleName } from '../../api-client/rules/staff-roles.ts';
import type { Database } from '../db/database.ts';
import type { PaymentProviders } from '../payments/payment-providers.ts';

/**
 * Who acts: a staff member's e-mail, 'admin-token' (the command line and scripts holding the
 * admin token) or 'system' (work the server does on its own, like completing past evenings).
 */
export type Actor = string;

/** What every staff operation needs; the admin API, the command line and the console pass the same. */
export interface StaffContext {
  db: Database;
  now: Date;
  actor: Actor;
  /** The acting member's role: a part of an action may need more than the call itself (a waived deposit). */
  role: StaffRoleName;
  log: FastifyBaseLogger;
  /** The public host name: a booking's calendar event is `CODE@host`, so a new file updates it. */
  host: string;
  /** Where refunds go; without it they stay pending for reconciliation. */
  providers?: PaymentProviders;
  /** A booking's signed manage link, for the confirmations staff actions send. */
  manageLink?: (bookingId: number) => string;
  /** The site's address, for the payment links staff actions send. */
  publicUrl?: string;
}
