import type { FastifyInstance, InjectOptions } from 'fastify';

export interface GuestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

let guestsMade = 0;
/** Each guest comes from its own address (198.18.0.0/15, set aside for tests) unless one is given. */
const nextGuestAddress = () => {
  guestsMade += 1;
  return `198.18.${(guestsMade >> 8) & 255}.${guestsMade & 255}`;
};

/** Starts the addresses again, as for a test file on its own (server/test/each-file.ts). */
export function restartGuestAddresses(): void {
  guestsMade = 0;
}

/**
 * A browser-like guest for app.inject: it fetches the CSRF cookie once, keeps its cookies and
 * echoes X-XSRF-TOKEN, as the site does. `viaToken` instead behaves like a cross-site embed:
 * no cookies, only the session token header.
 */
export class Guest {
  private cookies = new Map<string, string>();
  private sessionToken?: string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly mode: 'cookies' | 'token' = 'cookies',
    readonly ip = nextGuestAddress(),
  ) {}

  static async start(app: FastifyInstance, mode: 'cookies' | 'token' = 'cookies', ip?: string): Promise<Guest> {
    const guest = new Guest(app, mode, ip);
    await guest.get('/sanctum/csrf-cookie');
    return guest;
  }

  get token(): string | undefined {
    return this.sessionToken;
  }

  async get<T = unknown>(url: string): Promise<GuestResponse<T>> {
    return this.send<T>({ method: 'GET', url });
  }

  async post<T = unknown>(url: string, payload?: unknown): Promise<GuestResponse<T>> {
    return this.send<T>({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  async put<T = unknown>(url: string, payload?: unknown): Promise<GuestResponse<T>> {
    return this.send<T>({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }

  async send<T>(options: InjectOptions): Promise<GuestResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.mode === 'token') {
      if (this.sessionToken) headers.authorization = `Bearer ${this.sessionToken}`;
    } else {
      if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const xsrf = this.cookies.get('XSRF-TOKEN');
      if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    const response = await this.app.inject({ ...options, headers, remoteAddress: this.ip });
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    const issued = response.headers['x-session-token'];
    if (typeof issued === 'string') this.sessionToken = issued;
    let body: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('application/json') && response.body) {
      body = JSON.parse(response.body);
    }
    return { status: response.statusCode, body: body as T, headers: response.headers };
  }
}
