import { z } from 'zod';
import { endpoints, type Endpoint, type RouteName } from './endpoints.ts';
import { guestRefusals } from './guest-refusals.ts';
import { guestRouteSchemas } from './guest-routes.ts';
import { staffRouteSchemas } from './staff-routes.ts';

/**
 * The route table, one source for the server's routes (server/routes/serve.ts), the OpenAPI document
 * and, through its zod-free half endpoints.ts, the client's calls. docs/api-routes.md says how to add
 * a call.
 */
export interface RouteSchemas {
  /** One line for the OpenAPI document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's body by HTTP status; refusals have the common body (apiErrorBodySchema). */
  answers: Partial<Record<number, z.ZodType>>;
  /**
   * A 422's `error` is the first failing field's key rather than 'validation_failed', for the
   * one-field forms that show it as their message (send_sms). `errors` is the whole map either way.
   */
  errorIsFieldKey?: true;
  /**
   * The `error` keys of this call's own refusals (a guest's call lists them all), beside those every
   * call of its scope and input may get (refusals.ts); the OpenAPI document gives them as an enum.
   */
  refusals?: readonly string[];
  /** The answer hands the guest's session a new token (header and cookie); the old one stops working. */
  renewsSession?: true;
  /**
   * A public read every guest gets alike: answered with an ETag (If-None-Match gets 304) and
   * `Cache-Control: public, max-age, stale-while-revalidate` in seconds, so a CDN or the browser
   * serves repeats. Short, because what it reads changes (seats, closures, the status).
   */
  cache?: { maxAge: number; staleWhileRevalidate: number };
}

export type Route = Endpoint & RouteSchemas & { name: RouteName };

type Table = { [N in RouteName]: (typeof endpoints)[N] & RouteSchemas & { name: N } };

function table<S extends { [N in RouteName]: RouteSchemas }>(schemas: S): { [N in RouteName]: (typeof endpoints)[N] & S[N] & { name: N } } {
  const entries = Object.entries(schemas).map(([name, route]) => [name, { ...endpoints[name as RouteName], ...route, name }]);
  return Object.fromEntries(entries) as never;
}

type Refusing<S, R> = { [N in keyof S]: N extends keyof R ? S[N] & { refusals: R[N] } : S[N] };
/** The schemas of each route with the refusals its own list gives (guest-refusals.ts). */
function withRefusals<S extends Record<string, RouteSchemas>, R extends Record<string, readonly string[]>>(schemas: S, refusals: R): Refusing<S, R> {
  return Object.fromEntries(Object.entries(schemas).map(([name, route]) => [name, name in refusals ? { ...route, refusals: refusals[name] } : route])) as never;
}

export const routes = table(withRefusals({ ...guestRouteSchemas, ...staffRouteSchemas }, guestRefusals)) satisfies Table;

export type Routes = typeof routes;

/** Every route of the table. */
export const ROUTES: readonly Route[] = Object.values(routes);

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a route's handler receives, after validation. */
export type BodyOf<N extends RouteName> = Input<Routes[N] extends { body: infer S } ? S : undefined>;
export type QueryOf<N extends RouteName> = Input<Routes[N] extends { query: infer S } ? S : undefined>;
export type ParamsOf<N extends RouteName> = Input<Routes[N] extends { params: infer S } ? S : undefined>;
/** What a route's handler may answer: the body of any status it lists. */
export type RouteAnswer<N extends RouteName> = Routes[N]['answers'] extends Record<infer Status, infer S>
  ? Status extends number
    ? S extends z.ZodType
      ? z.output<S>
      : never
    : never
  : never;
