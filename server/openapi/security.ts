import type { Route } from '../../api-client/contract/routes.ts';
import { STAFF_XSRF_HEADER } from '../plugins/admin-auth.ts';
import { SESSION_TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER, sessionCookieName } from '../plugins/session.ts';

type SecurityRequirement = Record<string, string[]>;

/** How a guest and the restaurant's people prove who they are, as OpenAPI security schemes. */
export function securitySchemes(publicUrl: string) {
  return {
    guest_token: {
      type: 'http',
      scheme: 'bearer',
      description:
        `The guest's session token, handed out in the \`${SESSION_TOKEN_HEADER}\` answer header (first by GET /sanctum/csrf-cookie). ` +
        'Calls that prove something (start_booking, verify_otp, open_pay_link) answer a new token in that header: send the newest from then on, ' +
        'the old one no longer finds the session (403 booking_not_yours). No XSRF header is needed with a bearer token.',
    },
    guest_cookie: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(publicUrl),
      description: "The guest's session as an HttpOnly cookie, set by GET /sanctum/csrf-cookie and renewed with the token. Writes sent with it need guest_xsrf.",
    },
    guest_xsrf: {
      type: 'apiKey',
      in: 'header',
      name: XSRF_HEADER,
      description: `The value of the \`${XSRF_COOKIE}\` cookie, echoed on a write sent with the session cookie; 419 csrf_mismatch without it.`,
    },
    staff_token: {
      type: 'http',
      scheme: 'bearer',
      description: 'A personal staff token (staff_create_token, `npm run admin -- token create`) or the bootstrap ADMIN_TOKEN. 401 without one, 403 for a lesser role.',
    },
    staff_cookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'tb_staff',
      description: "The staff console's session, set by staff_sign_in or staff_passkey_sign_in (`__Host-tb_staff` over https). Writes sent with it need staff_xsrf.",
    },
    staff_xsrf: {
      type: 'apiKey',
      in: 'header',
      name: STAFF_XSRF_HEADER,
      description: "The console session's `xsrf` value (staff_me answers it), echoed on every write.",
    },
  } as const;
}

const writes = (route: Route) => route.method !== 'GET';

/**
 * What a call needs, by its scope: a guest's session (token, or cookie with XSRF on writes), a
 * staff token or console session, or nothing (public reads, providers and the demo gateway, whose
 * signatures and pages prove themselves).
 */
export function securityOf(route: Route): SecurityRequirement[] {
  switch (route.scope) {
    case 'guest':
      if (route.name === 'csrf_cookie') return [{}, { guest_token: [] }, { guest_cookie: [] }];
      return [{ guest_token: [] }, writes(route) ? { guest_cookie: [], guest_xsrf: [] } : { guest_cookie: [] }];
    case 'staff':
      return [{ staff_token: [] }, writes(route) ? { staff_cookie: [], staff_xsrf: [] } : { staff_cookie: [] }];
    default:
      return [];
  }
}
