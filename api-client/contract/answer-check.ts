import { z } from 'zod';
import type { RouteName } from './endpoints.ts';
import { routes, type RouteSchemas } from './routes.ts';

/** An answer the contract does not allow: a server and client out of step, found in development. */
export class AnswerShapeError extends Error {
  readonly call: RouteName;
  readonly issues: z.core.$ZodIssue[];

  constructor(call: RouteName, status: number, error: z.ZodError | null) {
    super(
      error
        ? `The API's ${status} answer to ${call} does not match the contract:\n${z.prettifyError(error)}`
        : `The contract of ${call} has no ${status} answer`,
    );
    this.name = 'AnswerShapeError';
    this.call = call;
    this.issues = error?.issues ?? [];
  }
}

/**
 * Throws AnswerShapeError when a body is not what the route table says the call answers with that
 * status. An empty body (the client reads it as null) is a 204's lack of one.
 */
export function checkAnswer(call: RouteName, body: unknown, status = 200): void {
  const route: RouteSchemas = routes[call];
  const schema = route.answers[status];
  if (!schema) throw new AnswerShapeError(call, status, null);
  const result = schema.safeParse(status === 204 && body === null ? undefined : body);
  if (!result.success) throw new AnswerShapeError(call, status, result.error);
}
