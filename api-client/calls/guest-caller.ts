import type { GuestCall } from '../contract/guest-endpoints.ts';
import type { AnswerOf } from '../contract/route-types.ts';

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A read the server was heard to change: the browser's cached copy is checked first. */
  revalidate?: boolean;
}

/** Makes a call of the route table; `request` also hands back the status, for answers a caller accepts (a 404). */
export interface GuestCaller {
  request<C extends GuestCall>(call: C, input?: CallInput, acceptStatus?: number[]): Promise<{ status: number; body: AnswerOf<C> }>;
  answer<C extends GuestCall>(call: C, input?: CallInput): Promise<AnswerOf<C>>;
}
