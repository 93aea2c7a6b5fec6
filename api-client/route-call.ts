import type { Endpoint } from './contract/endpoint.ts';

/** The `:name` parts of a route's path, e.g. 'code' of '/api/admin/booking/:code/cancel'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** A call's path parameters by their names in the table's path, as the caller has them (a missing one is empty; the server checks them). */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never] ? { params?: undefined } : { params: Record<PathParamNames<P>, string | number | undefined> };

/** The call's path and query: the table's path with each `:name` filled in (encoded), and the query's set fields. */
export function routeUrl(endpoint: Pick<Endpoint, 'path'>, input: { params?: Record<string, string | number | undefined>; query?: Record<string, string | undefined> } = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) query.append(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
