import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * One-time codes in the dev outbox are sealed (AES-256-GCM under a key derived from the app
 * secret), so a copy of the database alone reveals no live code, as docs/one-time-codes.md
 * promises; the outbox text keeps a placeholder where the code was.
 */
export const CODE_PLACEHOLDER = '{code}';

const keyOf = (appSecret: string) => createHash('sha256').update(`outbox-code:${appSecret}`).digest();

export function sealCode(appSecret: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Null when the seal is not ours (another secret, or tampered with). */
export function openCode(appSecret: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
