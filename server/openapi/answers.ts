import { mediaOf } from '../../api-client/contract/media.ts';
import { refusalKeys } from '../../api-client/contract/refusals.ts';
import type { Route } from '../../api-client/contract/routes.ts';
import { SESSION_TOKEN_HEADER } from '../plugins/session.ts';

interface Answer {
  description: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { description: string; required?: boolean; schema: unknown }>;
}

export const REFUSAL_REF = '#/components/schemas/Refusal';

/** The common refusal body, its `error` narrowed to the keys the route lists (refusals.ts), when it lists them. */
function refusalBody(route: Route): unknown {
  const keys = refusalKeys(route);
  if (!keys) return { $ref: REFUSAL_REF };
  return { allOf: [{ $ref: REFUSAL_REF }, { type: 'object', properties: { error: { type: 'string', enum: keys } } }] };
}
const text = { type: 'string' };

const ETAG = { description: 'A weak tag of the answer; send it back as If-None-Match', schema: text };

/** The body of a declared answer in the media types it is really sent as (a page, a file, a stream). */
function inItsMedia(route: Route, status: string, answer: Answer): Answer {
  const schema = route.answers[Number(status)];
  const json = answer.content?.['application/json'];
  if (!schema || !json) return answer;
  const media = mediaOf(schema);
  if (media.includes('application/json')) return answer;
  const body = (type: string) => (type.startsWith('text/') ? { schema: text } : {});
  return { ...answer, content: Object.fromEntries(media.map((type) => [type, body(type)])) };
}

/** The headers a client reads on a declared answer: where a redirect goes, a shared read's tags, a guest's new token. */
function withHeaders(route: Route, status: string, answer: Answer): Answer {
  const headers: NonNullable<Answer['headers']> = { ...answer.headers };
  if (status.startsWith('3')) headers.Location = { description: 'Where the redirect goes', required: true, schema: text };
  if (route.cache && status === '200') {
    headers.ETag = ETAG;
    headers['Cache-Control'] = { description: 'public, max-age and stale-while-revalidate: a CDN or the browser may serve repeats', schema: text };
  }
  if (route.scope === 'guest' && status.startsWith('2')) {
    headers[SESSION_TOKEN_HEADER] = {
      description: route.renewsSession
        ? "The guest's new session token: send it as Authorization: Bearer from now on, the old one no longer works"
        : "A session token, when this call started the guest's session: send it as Authorization: Bearer",
      schema: text,
    };
  }
  return Object.keys(headers).length > 0 ? { ...answer, headers } : answer;
}

const takesInput = (route: Route) => Boolean(route.params ?? route.query ?? route.body);
const limited = (route: Route) => route.scope === 'guest' || route.scope === 'staff' || (route.scope === 'public' && route.method !== 'GET');

/**
 * Every answer an operation can get: the table's, in their media types and with their headers,
 * then the ones the server adds by scope (304 for shared reads, 419, 422, 429, and the common
 * refusal for any other 4xx and 5xx).
 */
export function completeAnswers(route: Route, declared: Record<string, Answer>): Record<string, Answer> {
  const schema = refusalBody(route);
  const refusal = (description: string, headers?: Answer['headers']): Answer => ({
    description,
    content: { 'application/json': { schema } },
    ...(headers ? { headers } : {}),
  });
  const answers: Record<string, Answer> = {};
  for (const [status, answer] of Object.entries(declared)) {
    if (/^\d+$/.test(status)) answers[status] = withHeaders(route, status, inItsMedia(route, status, answer));
  }
  if (route.cache) answers['304'] = { description: 'Not modified: If-None-Match named the current ETag', headers: { ETag: ETAG } };
  const add = (status: string, answer: Answer) => {
    answers[status] ??= answer;
  };
  if (route.scope === 'staff') {
    add('401', refusal('No staff token or console session (staff_sign_in_required)'));
    add('403', refusal("The staff member's role is below the one this call needs"));
  }
  if (route.scope === 'guest' && route.method !== 'GET') add('419', refusal('A write sent with the session cookie did not echo the XSRF cookie (csrf_mismatch)'));
  if (takesInput(route)) add('422', refusal('Input the schemas refuse: errors maps each field to its key'));
  if (limited(route)) {
    add('429', refusal('Too many tries: wait as long as Retry-After says', { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } }));
  }
  add('4XX', refusal('A refusal: error is a key to translate, message readable English'));
  add('5XX', refusal('The server failed (500) or its database is unreachable (503)'));
  return answers;
}
