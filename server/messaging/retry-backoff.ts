/** The first retry waits this long; each next one twice as long, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 3_600_000;
/** After this many failed attempts (about five hours of trying) a message is marked failed. */
export const MAX_ATTEMPTS = 12;

/** When a message that failed its `attempts`-th try is tried again, or null to give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const wait = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return new Date(now.getTime() + wait);
}
