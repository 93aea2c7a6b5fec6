import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in a waitlist message that takes the guest off the list: the entry's id signed with
 * the app secret, so nobody can take another guest off by guessing ids.
 */
const TOKEN_SHAPE = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{27})$/;

const signature = (appSecret: string, entryId: number) =>
  createHmac('sha256', appSecret).update(`waitlist-leave:${entryId}`).digest('base64url').slice(0, 27);

export function leaveLink(publicUrl: string, appSecret: string, entryId: number): string {
  return `${publicUrl}/api/leave_waitlist?t=${entryId}.${signature(appSecret, entryId)}`;
}

/** The entry a token was signed for, or null for anything we did not sign. */
export function readLeaveToken(appSecret: string, token: string): number | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const entryId = Number(match[1]);
  const expected = Buffer.from(signature(appSecret, entryId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? entryId : null;
}
