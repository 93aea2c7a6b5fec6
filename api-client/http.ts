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
  /** `anonymous`: a public read that needs no session (status, availability, restaurant card, FAQ). */
  get(path: string, options?: { acceptStatus?: number[]; anonymous?: boolean }): Promise<{ status: number; body: unknown }>;
  send(method: 'POST' | 'PUT', path: string, json: unknown): Promise<unknown>;
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

export function createHttp(options: HttpOptions): Http {
  const base = options.baseUrl.replace(/\/+$/, '');
  const sameOrigin = isSameOrigin(base);
  const { tokenStore } = options;

  const client: KyInstance = ky.create({
    credentials: sameOrigin ? 'include' : 'omit',
    retry: 0,
    // The browser's own AbortSignal.timeout (per call, below) rather than ky's timer wrapper, which
    // cost the embed's start about as much script as one more request (npm run bench).
    timeout: false,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /**
   * Keeps a session token the API handed out. Read here rather than in a ky afterResponse hook,
   * because ky clones every response (teeing its body) to run such hooks.
   */
  function keepIssuedToken(response: Response): Response {
    const issued = response.headers.get(SESSION_TOKEN_HEADER);
    if (issued) tokenStore.set(issued);
    return response;
  }

  /**
   * The session travels with every call except public reads: those skip the token store and the
   * cookie jar, whose first touch is a synchronous trip to the browser process on a cold page.
   * The XSRF cookie is echoed only on calls that change something, the only ones the server
   * checks it on, so a guest's page reading its booking does not touch the cookie jar.
   */
  function headersFor(method: string, anonymous: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (anonymous) return headers;
    const token = tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    const xsrf = sameOrigin && method !== 'GET' ? readCookie(XSRF_COOKIE) : null;
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    return headers;
  }

  async function call(method: string, path: string, json?: unknown, anonymous = false): Promise<Response> {
    try {
      return keepIssuedToken(await client(`${base}${path}`, { method, headers: headersFor(method, anonymous), signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS), ...(json === undefined ? {} : { json }) }));
    } catch (error) {
      if (error instanceof HTTPError) return keepIssuedToken(error.response);
      throw new ApiError(0, error instanceof Error ? error.message : String(error), 'network_error');
    }
  }

  const hasSession = () => Boolean(tokenStore.get()) || (sameOrigin && Boolean(readCookie(XSRF_COOKIE)));

  async function primeSession(): Promise<unknown> {
    const response = await call('GET', '/sanctum/csrf-cookie');
    const body = await parseBody(response);
    if (!response.ok) throw apiErrorFromBody(response.status, body);
    return body;
  }

  return {
    primeSession,
    async get(path: string, getOptions: { acceptStatus?: number[]; anonymous?: boolean } = {}) {
      const response = await call('GET', path, undefined, getOptions.anonymous);
      const body = await parseBody(response);
      if (!response.ok && !getOptions.acceptStatus?.includes(response.status)) throw apiErrorFromBody(response.status, body);
      return { status: response.status, body };
    },
    async send(method: 'POST' | 'PUT', path: string, json: unknown) {
      // A POST without a session would be refused (419): get one first.
      if (!hasSession()) await primeSession();
      const response = await call(method, path, json);
      const body = await parseBody(response);
      if (!response.ok) throw apiErrorFromBody(response.status, body);
      return body;
    },
  };
}
