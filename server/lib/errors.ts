import type { BookingOnEvening, EveningOverSeats, Money } from '../../api-client/contract/common.ts';
import type { StaffRoleName } from '../../api-client/rules/staff-roles.ts';

/**
 * The one error type routes throw for answers a guest can act on. `error` is a stable key the
 * widget translates; `message` is readable English for logs, curl and the admin command.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly errors?: Record<string, string>,
    /** For a refusal that passes with time: how many seconds until asking again can succeed. */
    readonly retryAfterSeconds?: number,
    /** For an amount refused as too large: the most that may be asked, in its currency. */
    readonly max?: Money,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A staff call, or a part of one, refused to a role below `leastRole`: the answer says who can do it. */
export class RoleRefusal extends AppError {
  constructor(
    readonly leastRole: StaffRoleName,
    error: string,
    message: string,
  ) {
    super(403, error, message);
  }
}

/** Who can do what a `role` was refused, in the command line's words. */
export const whoCan = (leastRole: StaffRoleName): string => (leastRole === 'owner' ? 'only an owner can' : leastRole === 'manager' ? 'a manager or an owner can' : 'any member can');

/** A seats or dinner-length change refused: the evenings it would put over their seats, for the console to list. */
export class OverSeatsRefusal extends AppError {
  constructor(
    message: string,
    readonly evenings: EveningOverSeats[],
  ) {
    super(409, 'evenings_over_seats', message);
  }
}

/** A closing refused while bookings remain on the evening: them, for the console to list. */
export class BookingsOnEveningRefusal extends AppError {
  constructor(
    message: string,
    readonly bookings: BookingOnEvening[],
  ) {
    super(409, 'evening_has_bookings', message);
  }
}

export const forbidden = (error: string, message: string) => new AppError(403, error, message);
export const notFound = (error: string, message: string) => new AppError(404, error, message);
export const conflict = (error: string, message: string) => new AppError(409, error, message);
export const unprocessable = (errors: Record<string, string>, message = 'The given data was invalid.') =>
  new AppError(422, 'validation_failed', message, errors);
export const tooManyRequests = (error: string, message: string, retryAfterSeconds?: number) =>
  new AppError(429, error, message, undefined, retryAfterSeconds);
