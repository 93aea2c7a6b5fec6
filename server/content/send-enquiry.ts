import { cacheChanged } from '../cache/cache-topics.ts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { contactRequestSchema } from '../../api-client/contract/content.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { enqueueMessage } from '../messaging/outgoing-messages.ts';

export type Enquiry = z.output<typeof contactRequestSchema>;

const LOCK_CONTACT_CLIENT = 0x434f4e; // 'CON'

/**
 * Stores a contact enquiry, at most CONTACT_PER_CLIENT_HOUR per client address (counted under a
 * lock so parallel posts cannot pass together), with its forward to the restaurant's e-mail in
 * the outbox in the same transaction: stored means it will reach the restaurant, SMTP down or not.
 */
export async function sendEnquiry(app: FastifyInstance, enquiry: Enquiry, clientIp: string): Promise<void> {
  const { db, clock, config } = app;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_CONTACT_CLIENT, clientIp]);
    const { rows } = await tx.query<{ n: number }>(
      'select count(*)::int as n from contact_messages where client_ip = $1 and created_at > $2',
      [clientIp, new Date(now.getTime() - 3_600_000)],
    );
    if (rows[0]!.n >= config.CONTACT_PER_CLIENT_HOUR) {
      throw tooManyRequests('contact_rate_limited', 'You have sent several messages in the last hour. Please try again later or call us.');
    }
    const inserted = await tx.query<{ id: number }>(
      `insert into contact_messages (name, email, message, client_ip, created_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [enquiry.name, enquiry.email, enquiry.message, clientIp, now],
    );
    const id = inserted.rows[0]!.id;
    await enqueueMessage(
      tx,
      {
        kind: 'enquiry',
        channel: 'email',
        to: config.RESTAURANT_EMAIL,
        replyTo: enquiry.email,
        subject: `Enquiry #${id} from ${enquiry.name.replace(/\s+/g, ' ')}`,
        text: `${enquiry.message}\n\n-- \n${enquiry.name} <${enquiry.email}>\nSent ${now.toISOString()} through the website contact form.`,
      },
      now,
    );
    await cacheChanged(tx, ['enquiries']);
  });
}
