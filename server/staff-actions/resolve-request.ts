import type { Queryable } from '../db/database.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { recordAudit } from '../staff/audit.ts';
import type { RequestResolved } from '../../api-client/contract/staff-actions.ts';
import type { LockedBooking } from '../bookings/locked-booking.ts';
import { withLockedBooking } from '../bookings/locked-booking.ts';
import { cancelBooking } from './cancel-booking.ts';
import { requestDeclinedNotice } from '../notices/guest-notices.ts';
import { moveBooking, type MoveInput } from './move-booking.ts';
import type { RefundChoice } from '../payments/refund-policy.ts';
import type { StaffContext } from './staff-context.ts';
import { staffRefusal } from '../bookings/transition-refusals.ts';
import { noticeBooking, queueForGuest } from '../notices/tell-guest.ts';

/** What staff do about a guest's change or cancel request. */
export type RequestAction =
  | { action: 'cancel'; refund?: RefundChoice; note?: string }
  | { action: 'decline'; reply: string }
  | ({ action: 'move' } & Omit<MoveInput, 'code' | 'revision'>)
  /** Only noted as done (by phone, say): the booking is not touched and the guest not messaged. */
  | { action: 'note'; resolution: string };

interface OpenRequest {
  id: number;
  type: 'change' | 'cancel';
  code: string;
  booking_id: number;
}

const requestGone = (id: number) => staffRefusal('request_not_found', `There is no open request ${id}.`);

async function openRequest(db: Queryable, id: number): Promise<OpenRequest> {
  const { rows } = await db.query<OpenRequest>(
    'select r.id, r.type, b.code, b.id as booking_id from booking_requests r join bookings b on b.id = r.booking_id where r.id = $1 and r.resolved_at is null',
    [id],
  );
  if (!rows[0]) throw requestGone(id);
  return rows[0];
}

/** Resolves the request in the action's own transaction, once: a second resolver finds it closed. */
function closeRequest(context: StaffContext, id: number, outcome: 'cancelled' | 'moved' | 'declined' | 'noted', resolution: string, reply: string | null) {
  return async ({ tx }: Pick<LockedBooking, 'tx'>) => {
    const { rowCount } = await tx.query(
      'update booking_requests set resolved_at = $2, resolution = $3, outcome = $4, reply = $5 where id = $1 and resolved_at is null',
      [id, context.now, resolution, outcome, reply],
    );
    if (rowCount === 0) throw requestGone(id);
  };
}

/**
 * Acts on a guest's request from the list: cancel the booking (as `cancel`), move it (as `move`),
 * or decline with a message; the request is resolved in the same transaction as the change, and
 * the guest is told the outcome. `note` only records what was done elsewhere.
 */
export async function resolveRequest(context: StaffContext, id: number, action: RequestAction): Promise<RequestResolved> {
  const request = await openRequest(context.db, id);
  if (action.action === 'cancel') {
    const cancelled = await cancelBooking(context, { code: request.code, refund: action.refund, note: action.note }, closeRequest(context, id, 'cancelled', 'Booking cancelled', null));
    return { id, resolved: true, outcome: 'cancelled', told: cancelled.told, cancelled };
  }
  if (action.action === 'move') {
    const { action: _move, ...input } = action;
    const moved = await moveBooking(context, { ...input, code: request.code }, closeRequest(context, id, 'moved', `Moved to ${input.date} ${input.time}`, null));
    return { id, resolved: true, outcome: 'moved', told: moved.told, moved };
  }
  if (action.action === 'note') {
    await context.db.transaction(async (tx) => {
      await closeRequest(context, id, 'noted', action.resolution, null)({ tx });
      await recordAudit(tx, { actor: context.actor, action: 'resolve_request', bookingId: request.booking_id, bookingCode: request.code, note: action.resolution }, context.now);
    });
    return { id, resolved: true, outcome: 'noted', told: [] };
  }
  const told = await withLockedBooking(context.db, request.code, context.now, async (locked) => {
    await closeRequest(context, id, 'declined', 'Declined', action.reply)(locked);
    await recordAudit(
      locked.tx,
      { actor: context.actor, action: 'decline_request', bookingId: locked.booking.id, bookingCode: locked.booking.code, note: action.reply },
      context.now,
    );
    const { restaurant } = await readSettings(locked.tx);
    const messages = requestDeclinedNotice(noticeBooking(locked.booking), request.type, action.reply, restaurant);
    return queueForGuest(locked.tx, context.now, locked.booking, 'request_answered', messages);
  });
  return { id, resolved: true, outcome: 'declined', told };
}
