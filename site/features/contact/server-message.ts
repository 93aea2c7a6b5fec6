import type { ApiError } from '../../../api-client/index.ts';

/** An error key in the guest's language, or '' when no text exists for it. */
export type KeyText = (key: string) => string;

/**
 * The server's refusal in the guest's language: the field keys it names, else its error key,
 * else the server's own readable text.
 */
export function serverMessage(text: KeyText, error: ApiError): string {
  const fieldTexts = [...new Set(Object.values(error.errors).map(text).filter(Boolean))];
  if (fieldTexts.length > 0) return fieldTexts.join(' ');
  return text(error.error) || error.message;
}
