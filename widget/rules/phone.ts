/** Only +86 mobile numbers receive SMS: 11 digits starting 13-19. */
export const CHINA_MOBILE = /^1[3-9]\d{9}$/;

export function isChinaMobile(phone: string): boolean {
  return CHINA_MOBILE.test(phone.trim());
}

/** Keeps digits only, for the numeric phone and code fields. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');
