/** Keeps digits only, for the numeric phone and code fields. (Which numbers get SMS: api-client/rules/china-mobile.ts.) */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');
