import { moveBody, type MoveChoice } from '../booking/move-fields.tsx';
import { refundBody, type RefundChoice } from '../booking/refund-choice.tsx';

/** What staff may do with a guest's request. */
export const REQUEST_ACTIONS = ['cancel', 'move', 'decline', 'note'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** What the form sends for the chosen action (the server checks every field). */
export function resolutionBody(action: RequestAction, fields: { refund: RefundChoice; move: MoveChoice; reply: string; resolution: string }) {
  if (action === 'cancel') return { action, refund: refundBody(fields.refund), note: fields.move.note.trim() || undefined };
  if (action === 'move') return { action, ...moveBody(fields.move) };
  if (action === 'decline') return { action, reply: fields.reply };
  return { action, resolution: fields.resolution };
}
