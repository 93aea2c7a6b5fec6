import { halfWidthDigits } from '../../api-client/rules/china-mobile.ts';

/**
 * Keeps digits only, for the numeric phone and code fields; a Chinese keyboard's full-width digits
 * count as digits. (Which numbers get SMS: api-client/rules/china-mobile.ts.)
 */
export const digitsOnly = (value: string): string => halfWidthDigits(value).replace(/\D+/g, '');

/**
 * A phone number inside a sentence, its spaces made no-break so a line never ends mid-number
 * ("call +86 21" / "6437 0000"). Links to a number are kept whole by CSS instead.
 */
export const unbrokenPhone = (phone: string): string => phone.replace(/ /g, '\u00a0');
