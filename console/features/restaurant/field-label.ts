import type { TFunction } from 'i18next';

/** A setting, detail or text as the restaurant says it; a key this console does not know yet reads as itself. */
export const fieldLabel = (t: TFunction, key: string): string => t(`restaurant.field.${key}`, { defaultValue: key });
