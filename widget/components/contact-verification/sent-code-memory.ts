/** A code sent and not yet used: where it went and when, so a reload can bring back its field and wait. */
export interface SentCode {
  /** What the guest typed (the 11 digits, or the e-mail). */
  value: string;
  /** The destination as the server confirmed it. */
  to: string;
  /** When it was sent (ms), the start of the resend wait. */
  sentAt: number;
  /** The wait the server stated, or null for the restaurant's resend delay. */
  wait: number | null;
}

const PREFIX = 'tb:sent-code:';

const isSentCode = (value: unknown): value is SentCode => {
  const sent = value as SentCode | null;
  return (
    typeof sent === 'object' && sent !== null && typeof sent.value === 'string' && typeof sent.to === 'string' &&
    typeof sent.sentAt === 'number' && (sent.wait === null || typeof sent.wait === 'number')
  );
};

/**
 * The code sent for `scope` (a booking code) by `type`, kept in this tab's sessionStorage: a reload
 * of step 1, or coming back to it, keeps the number, the code field and the resend countdown.
 */
export function sentCode(scope: string, type: 'sms' | 'email'): SentCode | null {
  const key = `${PREFIX}${scope}:${type}`;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isSentCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberSentCode(scope: string, type: 'sms' | 'email', sent: SentCode | null): void {
  const key = `${PREFIX}${scope}:${type}`;
  try {
    if (sent) sessionStorage.setItem(key, JSON.stringify(sent));
    else sessionStorage.removeItem(key);
  } catch {
    // storage blocked: a reload then starts step 1 afresh
  }
}
