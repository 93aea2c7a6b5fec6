/** What one entry of the route table says without zod: its method, path and who may call it. */

/** Who may make a call, so which checks run before the request is read (docs/api-routes.md, Scopes). */
export type Scope = 'public' | 'guest' | 'staff' | 'provider' | 'demo';

/** The restaurant's roles, each allowed what the one after it may do and more. */
export type StaffRole = 'owner' | 'manager' | 'host';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's syntax: `:name` for a path parameter. */
  path: string;
  scope: Scope;
  /** The least role a staff call needs. */
  role?: StaffRole;
}

export const call = <M extends HttpMethod, P extends string, S extends Exclude<Scope, 'staff'>>(method: M, path: P, scope: S) => ({ method, path, scope });
export const staff = <M extends HttpMethod, P extends string, R extends StaffRole>(method: M, path: P, role: R) => ({ method, path, scope: 'staff' as const, role });

