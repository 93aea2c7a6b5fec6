import type { Scope } from '../../api-client/contract/endpoints.ts';
import type { Route } from '../../api-client/contract/routes.ts';

/** Who may make the calls of each scope, as the document's tags say (docs/api-routes.md, Scopes). */
export const SCOPE_TAGS: Record<Scope, string> = {
  public: 'Anyone may call these, without a session; shared reads answer alike for every guest.',
  guest:
    "A guest's calls, made with the guest's session: GET /sanctum/csrf-cookie first, then the x-session-token as Authorization: Bearer, " +
    'or the session cookie with X-XSRF-TOKEN echoing the XSRF-TOKEN cookie on writes (419 csrf_mismatch otherwise).',
  staff: "The restaurant's calls: a personal staff token as Authorization: Bearer, or a console session with X-Staff-XSRF on writes. Roles are owner > manager > host.",
  provider: "A payment provider's server calls these; the provider's signature is their authority.",
  demo: "The demo payment gateway's own pages and forms: they exist only while a payment method runs as the demo (404 otherwise).",
};

/** One operation's description: its summary, who may call it, and what the server adds by the table's flags. */
export function describe(route: Route): string {
  const lines = [`${route.summary}.`];
  if (route.scope === 'staff') lines.push(`Needs a staff member of role ${route.role ?? 'owner'} or above.`);
  else lines.push(SCOPE_TAGS[route.scope]);
  if (route.renewsSession) lines.push('Its answer carries a new session token in x-session-token (and the cookie): the old token no longer works.');
  if (route.cache) {
    lines.push(
      `Shared read: answered with an ETag and Cache-Control public, max-age=${route.cache.maxAge}, stale-while-revalidate=${route.cache.staleWhileRevalidate}; If-None-Match with that ETag gets 304.`,
    );
  }
  if (route.errorIsFieldKey) lines.push("A 422's error is the first failing field's key, for forms that show it as their message.");
  return lines.join(' ');
}
