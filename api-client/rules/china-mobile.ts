/** Only +86 mobile numbers receive SMS: 11 digits starting 13-19. */
export const CHINA_MOBILE = /^1[3-9]\d{9}$/;

/** The calling code of the numbers codes go to by SMS. */
export const LOCAL_COUNTRY_CODE = '86';

/** What guests put between digit groups when they type or paste a number: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()（）－．]/g;

/** A Chinese keyboard's full-width digits and plus sign (１３８, ＋８６), as their ASCII forms. */
export function halfWidthDigits(text: string): string {
  return text.replace(/[０-９＋]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/** A +86 mobile written with its country code: '+86', '0086' or a bare '86' before the 11 digits. */
const WITH_COUNTRY_CODE = /^(?:\+86|0086|86)(1[3-9]\d{9})$/;

/**
 * The number as the rules and the server keep it: full-width digits made ASCII, separators dropped, and the country code of a
 * pasted '+86 138 0013 8000' or '0086-138-0013-8000' taken off (the country is fixed to 86).
 * Anything else comes back without separators only, for the format check to refuse.
 */
export function nationalChinaMobile(phone: string): string {
  const compact = halfWidthDigits(phone).replace(SEPARATORS, '');
  return WITH_COUNTRY_CODE.exec(compact)?.[1] ?? compact;
}

export function isChinaMobile(phone: string): boolean {
  return CHINA_MOBILE.test(nationalChinaMobile(phone));
}

/**
 * A phone destination as the guest reads it: '86 13800138000' (send_sms's `to`) becomes
 * '+86 138 0013 8000', the 3-4-4 grouping used in China. Other text is returned unchanged.
 */
export function displayedPhone(destination: string): string {
  const match = /^\+?(\d{1,3})\s+(\d+)$/.exec(destination.trim());
  if (!match) return destination;
  const [, country, number] = match as unknown as [string, string, string];
  const grouped = country === LOCAL_COUNTRY_CODE && CHINA_MOBILE.test(number) ? `${number.slice(0, 3)} ${number.slice(3, 7)} ${number.slice(7)}` : number;
  return `+${country} ${grouped}`;
}

/** A kept phone (its country code and number) as the guest and the staff read it: '+86 138 0013 8000'. */
export function phoneForDisplay(country: string | null | undefined, phone: string): string {
  return displayedPhone(`${country || LOCAL_COUNTRY_CODE} ${phone}`);
}
