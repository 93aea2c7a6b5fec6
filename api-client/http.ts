import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiError, apiErrorFromBody } from './api-error.ts';
import type { TokenStore } from './token-store.ts';

export const SESSION_TOKEN_HEADER = 'x-session-token';
const XSRF_COOKIE = 'XSRF-TOKEN';
const REQUEST_TIMEOUT_MS = 20_000;

export interface HttpOptions {
  /** The API's origin (and path prefix), e.g. 'https://book.example.com'; '' for this page's origin. */
  baseUrl: string;
  tokenStore: TokenStore;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** How long a call may wait for the API before it fails as a network error; 20 s. */
  timeoutMs?: number;
}

/**
 * Bodies come back unchecked (`unknown`): the client names each call's answer type from the
 * contract, and checks the body against its schema when asked to (client.ts).
 */
export interface Http {
  /**
   * `anonymous`: a public read that needs no session (status, availability, restaurant card, FAQ);
   * `revalidate`: the server was heard to change it, so the browser's cached copy must be checked.
   */
  get(path: string, options?: { acceptStatus?: number[]; anonymous?: boolean; revalidate?: boolean }): Promise<{ status: number; body: unknown }>;
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, json: unknown): Promise<unknown>;
  /** Makes sure the API has handed out a session (cookie and token) and the XSRF cookie; gives its (empty) body. */
  primeSession(): Promise<unknown>;
}

function pageOrigin(): string | null {
  return typeof location === 'undefined' || !location.origin || location.origin === 'null' ? null : location.origin;
}

/** Same origin as the page: cookies work. Another origin: cookies may be blocked, so the token is used. */
export function isSameOrigin(baseUrl: string): boolean {
  const origin = pageOrigin();
  if (!origin) return false;
  try {
    return new URL(baseUrl || '/', origin).origin === origin;
  } catch {
    return false;
  }
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads only: a call that changes something is never sent twice. 500 is a fault, not a hiccup. */
const RETRY = { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] };

export function createHttp(options: HttpOptions): Http {
  const base = options.baseUrl.replace(/\/+$/, '');
  const sameOrigin = isSameOrigin(base);
  const { tokenStore } = options;

  /** Public reads are the same for every guest: no session travels with them. */
  const anonymousClient: KyInstance = ky.create({
    credentials: sameOrigin ? 'include' : 'omit',
    headers: { Accept: 'application/json' },
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: RETRY,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /**
   * The session's token on every call, the XSRF cookie echoed on the calls that change something
   * (the only ones the server checks it on), and a token the API hands out kept.
   */
  const sessionClient = anonymousClient.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokenStore.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const xsrf = sameOrigin && request.method !== 'GET' ? readCookie(XSRF_COOKIE) : null;
          if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const issued = response.headers.get(SESSION_TOKEN_HEADER);
          if (issued) tokenStore.set(issued);
        },
      ],
    },
  });

  async function call(method: string, path: string, json?: unknown, anonymous = false, revalidate = false): Promise<{ status: number; ok: boolean; body: unknown }> {
    try {
      const options = { method, ...(json === undefined ? {} : { json }), ...(revalidate ? { cache: 'no-cache' as const } : {}) };
      const response = await (anonymous ? anonymousClient : sessionClient)(`${base}${path}`, options);
      return { status: response.status, ok: true, body: await parseBody(response) };
    } catch (error) {
      if (error instanceof HTTPError) return { status: error.response.status, ok: false, body: await parseBody(error.response) };
      throw new ApiError(0, error instanceof Error ? error.message : String(error), 'network_error');
    }
  }

  const hasSession = () => Boolean(tokenStore.get()) || (sameOrigin && Boolean(readCookie(XSRF_COOKIE)));

  async function primeSession(): Promise<unknown> {
    const { status, ok, body } = await call('GET', '/sanctum/csrf-cookie');
    if (!ok) throw apiErrorFromBody(status, body);
    return body;
  }

  return {
    primeSession,
    async get(path: string, getOptions: { acceptStatus?: number[]; anonymous?: boolean; revalidate?: boolean } = {}) {
      const { status, ok, body } = await call('GET', path, undefined, getOptions.anonymous, getOptions.revalidate);
      if (!ok && !getOptions.acceptStatus?.includes(status)) throw apiErrorFromBody(status, body);
      return { status, body };
    },
    async send(method: 'POST' | 'PUT' | 'DELETE', path: string, json: unknown) {
      // A write without a session would be refused (419): get one first.
      if (!hasSession()) await primeSession();
      const { status, ok, body } = await call(method, path, json);
      if (!ok) throw apiErrorFromBody(status, body);
      return body;
    },
  };
}
