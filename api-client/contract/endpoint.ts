/** What one entry of the route table says without zod: its method, path and who may call it. */

/**
 * Who may make a call, and so which checks the server runs before it reads the request:
 * - public: anyone, no session (reads the same for every guest; and the staff sign-in, before any session);
 * - guest: a guest's session (cookie or token); writes sent with the cookie must echo the XSRF token;
 * - staff: the restaurant's people, by role: a personal token (`Authorization: Bearer`), or a console
 *   session whose writes send its own XSRF token (checked by requireStaff);
 * - provider: a payment provider's server notifying us (signed body, no XSRF);
 * - demo: the demo payment gateway's pages, only while a method runs as the demo.
 */
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

