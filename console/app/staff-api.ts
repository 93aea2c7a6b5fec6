import ky, { HTTPError } from 'ky';
import type { StaffMe } from '../../api-client/contract/staff-accounts.ts';

/** A refusal from the server: its HTTP status, the error key the console translates, and field errors. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export interface StaffApi {
  get<T>(path: string, query?: Record<string, string>): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Keeps the XSRF token a sign-in (or /me) answered, sent with every write from now on. */
  signedIn(me: StaffMe): void;
}

async function refusal(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => ({}))) as { error?: string; message?: string; errors?: Record<string, string> };
    throw new StaffApiError(error.response.status, body.error ?? 'request_failed', body.message ?? error.message, body.errors);
  }
  throw new StaffApiError(0, 'network_error', String(error));
}

/** The console's calls: same origin, its session cookie, and its own XSRF header on writes. */
export function createStaffApi(fetchImpl?: typeof fetch): StaffApi {
  let xsrf = '';
  const http = ky.create({ credentials: 'same-origin', retry: 0, timeout: 15_000, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return {
    get: <T>(path: string, query?: Record<string, string>) => http.get(path, { searchParams: query }).json<T>().catch(refusal),
    send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
      http(path, { method, headers: { 'x-staff-xsrf': xsrf }, ...(body === undefined ? {} : { json: body }) })
        .json<T>()
        .catch(refusal),
    signedIn(me) {
      xsrf = me.xsrf;
    },
  };
}
