import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from './http.ts';
import { memoryTokenStore } from './token-store.ts';

const ORIGIN = 'https://book.example';

describe('the XSRF header', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is echoed on calls that change something, and reads leave the cookie jar alone', async () => {
    // A page on the API's own origin, whose cookie jar holds the XSRF cookie.
    let cookieReads = 0;
    vi.stubGlobal('location', { origin: ORIGIN });
    vi.stubGlobal('document', {
      get cookie() {
        cookieReads += 1;
        return 'theme=dark; XSRF-TOKEN=abc%3D';
      },
    });
    const sent: Headers[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init).headers);
      return Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    };
    const http = createHttp({ baseUrl: ORIGIN, tokenStore: memoryTokenStore('session-token'), fetch });

    await http.get('/api/fetch_booking/ABC');
    expect(sent[0]!.get('authorization')).toBe('Bearer session-token');
    expect(sent[0]!.get('x-xsrf-token')).toBeNull();
    // Reading the cookie jar is a synchronous trip to the browser process on a cold page.
    expect(cookieReads).toBe(0);

    await http.send('POST', '/api/update_booking', { code: 'ABC' });
    expect(sent[1]!.get('x-xsrf-token')).toBe('abc=');
  });
});
