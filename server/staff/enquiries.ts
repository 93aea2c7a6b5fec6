import { cacheChanged } from '../cache/cache-topics.ts';
import type { Database, Queryable } from '../db/database.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { enqueueMessage } from '../messaging/outgoing-messages.ts';
import type { Enquiry } from '../../api-client/contract/staff-enquiries.ts';
import { recordAudit } from './audit.ts';

type Row = Omit<Enquiry, 'created_at' | 'replied_at'> & { created_at: Date | string; replied_at: Date | string | null };
const iso = (value: Date | string) => new Date(value).toISOString();
const toEnquiry = (row: Row): Enquiry => ({ ...row, id: Number(row.id), created_at: iso(row.created_at), replied_at: row.replied_at === null ? null : iso(row.replied_at) });

/** The newest enquiries (only those not yet answered unless `all`). */
export async function listEnquiries(db: Queryable, all: boolean): Promise<Enquiry[]> {
  const { rows } = await db.query<Row>(
    `select id, name, email, message, created_at, replied_at, reply, replied_by from contact_messages
     ${all ? '' : 'where replied_at is null'} order by created_at desc, id desc limit 100`,
  );
  return rows.map(toEnquiry);
}

/**
 * Answers an enquiry by e-mail, once: the reply is queued in the outbox in the same transaction
 * that marks the enquiry answered, so it is sent even if e-mail is down now, and never twice.
 */
export async function replyToEnquiry(db: Database, id: number, reply: string, actor: string, now: Date): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Row>('select id, name, email, message, created_at, replied_at, reply, replied_by from contact_messages where id = $1 for update', [id]);
    const enquiry = rows[0];
    if (!enquiry) throw notFound('enquiry_unknown', `There is no enquiry ${id}.`);
    if (enquiry.replied_at !== null) throw new AppError(409, 'enquiry_answered', `Enquiry ${id} was already answered by ${enquiry.replied_by}.`);
    await tx.query('update contact_messages set replied_at = $2, reply = $3, replied_by = $4 where id = $1', [id, now, reply, actor]);
    const quoted = enquiry.message.split('\n').map((line) => `> ${line}`).join('\n');
    await enqueueMessage(tx, { kind: 'enquiry_reply', channel: 'email', to: enquiry.email, subject: 'Re: your message / 回复：您的留言', text: `${reply}\n\n${quoted}` }, now);
    await recordAudit(tx, { actor, action: 'enquiry.reply', after: { id, email: enquiry.email }, note: reply.slice(0, 200) }, now);
    await cacheChanged(tx, ['enquiries']);
    return toEnquiry({ ...enquiry, replied_at: now, reply, replied_by: actor });
  });
}
