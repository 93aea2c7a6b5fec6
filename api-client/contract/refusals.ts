import type { Scope } from './endpoint.ts';

/**
 * The `error` keys every call of a kind may be refused with, beside the keys its route lists
 * (`refusals` in the route table): the server's own, its input's, its scope's.
 */
export const serverRefusals = ['bad_request', 'server_error', 'service_unavailable'] as const;
export const inputRefusals = ['validation_failed', 'body_invalid', 'text_control_characters'] as const;
export const scopeRefusals = {
  public: [],
  guest: ['csrf_mismatch', 'session_rate_limited'],
  staff: ['staff_sign_in_required', 'admin_token_retired', 'admin_rate_limited', 'staff_role_forbidden', 'csrf_mismatch'],
  provider: [],
  demo: [],
} as const satisfies Record<Scope, readonly string[]>;

export type ScopeRefusal<S extends Scope> = (typeof scopeRefusals)[S][number];
export type CommonRefusal = (typeof serverRefusals)[number] | (typeof inputRefusals)[number];

/** Every key a call may answer as `error`: its own list and the common ones; null when its route lists none. */
export function refusalKeys(route: { scope: Scope; refusals?: readonly string[] }): string[] | null {
  if (!route.refusals) return null;
  return [...new Set([...route.refusals, ...serverRefusals, ...inputRefusals, ...scopeRefusals[route.scope]])];
}
