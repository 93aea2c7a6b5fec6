import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/**
 * A value the admin gave, checked against `schema`; else 422 with a sentence naming what it is
 * and what is allowed, which `npm run admin` prints as it is.
 */
export function adminValue<T extends z.ZodType>(schema: T, given: unknown, name: string, allowed: string): z.output<T> {
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const shown = given === undefined ? 'nothing' : JSON.stringify(given);
  throw new AppError(422, 'admin_value_invalid', `${name} must be ${allowed}; got ${shown}.`, { [name]: 'invalid' });
}
