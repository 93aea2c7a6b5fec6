import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../api-client/contract/booking.ts';
import { startSite, type RunningSite } from '../../e2e/support/site-server.ts';
import { BOOKING_CODE, heldBooking } from '../../stories/fixtures/bookings.ts';
import type { TableBookingEventName } from './events.ts';
import './main.ts';

/** The custom element as a host page uses it, against the real API on a real port. */
let server: RunningSite;
let api: string;

beforeAll(async () => {
  // The API only: this test mounts the element from source, so no built site is needed.
  server = await startSite({ DIST_DIR: '/nonexistent' });
  api = server.url;
}, 60_000);
afterAll(() => server.stop());

const EVENT_NAMES: TableBookingEventName[] = ['tb:ready', 'tb:error', 'tb:booking-started', 'tb:step-change', 'tb:booking-paid', 'tb:close'];
/** The seeded restaurant's card (server/db/seed.ts). */
const CARD_PHONE = '+86 21 6437 0000';

function mount(attributes: Record<string, string>) {
  const element = document.createElement('table-booking');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: Array<{ type: string; detail: unknown }> = [];
  for (const name of EVENT_NAMES) element.addEventListener(name, (event) => events.push({ type: event.type, detail: (event as CustomEvent).detail }));
  document.body.append(element);
  const shadow = element.shadowRoot!;
  const count = (type: TableBookingEventName) => events.filter((event) => event.type === type).length;
  // Queries look inside the shadow root (document-wide ones cannot), from the element the widget
  // renders into: a real element, which Testing Library can also print when a query fails.
  const view = within(shadow.querySelector<HTMLElement>('.tb-root')!);
  return { element, events, count, shadow, view };
}

/**
 * The flow of a booking the API answers with `booking` (fetch_booking is answered here; every
 * other call goes to the real API), reached as a guest who comes back to it: by the URL hash.
 */
async function withBookingInTheHash(booking: Booking, test: () => Promise<void>) {
  const browserFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === `/api/fetch_booking/${booking.code}`) return Promise.resolve(Response.json(booking));
    return browserFetch(input, init);
  });
  history.replaceState(null, '', `#tb-booking=${booking.code}`);
  try {
    await test();
  } finally {
    history.replaceState(null, '', location.pathname);
    sessionStorage.clear();
    vi.unstubAllGlobals();
  }
}

describe('<table-booking>', () => {
  it('renders in its own shadow root, reflects its state and announces it is ready', async () => {
    const seenOnDocument: string[] = [];
    const listen = (event: Event) => seenOnDocument.push(`${event.type}:${event.composed}`);
    document.addEventListener('tb:ready', listen);
    try {
      const { element, events, shadow, view } = mount({ api, theme: 'dark' });
      expect(element.getAttribute('state')).toBe('loading');
      await waitFor(() => expect(element.getAttribute('state')).toBe('ready'), { timeout: 10_000 });
      expect(events).toContainEqual({ type: 'tb:ready', detail: { version: expect.any(String) } });
      // Composed and bubbling: a host page can listen on document.
      expect(seenOnDocument).toEqual(['tb:ready:true']);
      expect(await view.findByRole('heading', { name: 'Choose date' })).toBeInTheDocument();
      // The styles live in the shadow root, never in the host page.
      expect(document.head.querySelector('style')).toBeNull();
      // (vitest stubs CSS content; the built bundle's styles are checked in the browser tests)
      expect((shadow.adoptedStyleSheets?.length ?? 0) + shadow.querySelectorAll('style').length).toBe(1);
      element.remove();
      expect(shadow.querySelector('.tb-root')?.childElementCount).toBe(0);
    } finally {
      document.removeEventListener('tb:ready', listen);
    }
  });

  it('speaks Chinese with lang="zh" and switches views without reloading', async () => {
    const user = userEvent.setup();
    const { element, view } = mount({ api, lang: 'zh' });
    expect(await view.findByRole('heading', { name: '选择日期' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: '我的预订' }));
    expect(await view.findByRole('heading', { name: '我的预订' })).toBeInTheDocument();
    element.setAttribute('lang', 'en');
    expect(await view.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
    element.remove();
    expect(view.queryByRole('heading')).toBeNull();
  });

  it('announces tb:ready once per connection, however often its attributes change', async () => {
    const { element, count, view } = mount({ api });
    await waitFor(() => expect(element.getAttribute('state')).toBe('ready'), { timeout: 10_000 });
    expect(count('tb:ready')).toBe(1);
    element.setAttribute('theme', 'dark');
    element.setAttribute('phone', '+86 21 1111 2222');
    element.setAttribute('lang', 'zh');
    // A changed view is switched to by the app's own effect: once it shows, the effects of this
    // render (the one that would announce again) have run.
    element.setAttribute('view', 'my-bookings');
    expect(await view.findByRole('heading', { name: '我的预订' })).toBeInTheDocument();
    expect(count('tb:ready')).toBe(1);
    expect(count('tb:error')).toBe(0);

    // Moved elsewhere on the page: a new connection, announced again.
    element.remove();
    document.body.append(element);
    await waitFor(() => expect(count('tb:ready')).toBe(2), { timeout: 10_000 });
    expect(element.getAttribute('state')).toBe('ready');
    element.remove();
  });

  it('reports each step of the flow once, however often its attributes change', async () => {
    const booking = heldBooking({ created_at: new Date().toISOString(), last_step: 0 });
    await withBookingInTheHash(booking, async () => {
      const { element, events, view } = mount({ api });
      expect(await view.findByRole('heading', { name: /Step 1 of 4/ }, { timeout: 10_000 })).toBeInTheDocument();
      await waitFor(() => expect(events.filter((event) => event.type === 'tb:step-change')).toEqual([{ type: 'tb:step-change', detail: { code: BOOKING_CODE, step: 1 } }]));
      element.setAttribute('phone', '+86 21 1111 2222');
      element.setAttribute('lang', 'zh');
      // As above: my bookings shows once the effects of the render after the changes have run.
      element.setAttribute('view', 'my-bookings');
      expect(await view.findByRole('heading', { name: '我的预订' })).toBeInTheDocument();
      expect(events.map((event) => event.type)).toEqual(['tb:ready', 'tb:step-change']);
      element.remove();
    });
  });

  it('names the phone of its `phone` attribute in help texts, also when it changes, else the phone on the card', async () => {
    const paid = heldBooking({ created_at: new Date().toISOString(), last_step: 3, status: { name: 'pending' }, status_id: 1, editable: false });
    await withBookingInTheHash(paid, async () => {
      const { element, view } = mount({ api, phone: '+86 21 1111 2222' });
      expect(await view.findByText(/For help, call \+86 21 1111 2222\./, {}, { timeout: 10_000 })).toBeInTheDocument();
      element.setAttribute('phone', '+86 21 3333 4444');
      expect(await view.findByText(/For help, call \+86 21 3333 4444\./)).toBeInTheDocument();
      element.setAttribute('lang', 'zh');
      expect(await view.findByText(/如需帮助，请致电 \+86 21 3333 4444。/)).toBeInTheDocument();
      // Without the attribute, the restaurant's card names the phone...
      element.removeAttribute('phone');
      expect(await view.findByText(new RegExp(`如需帮助，请致电 \\${CARD_PHONE}。`))).toBeInTheDocument();
      // ...and the attribute still wins over the card once both are known.
      element.setAttribute('phone', '+86 21 5555 6666');
      element.setAttribute('lang', 'en');
      expect(await view.findByText(/For help, call \+86 21 5555 6666\./)).toBeInTheDocument();
      element.remove();
    });
  });

  it('waits to load a widget far below the fold until the guest scrolls near it', async () => {
    // jsdom has no layout: a stand-in for the browser's IntersectionObserver that the test moves.
    const watching = new Map<Element, () => void>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          watching.set(target, () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
        }
        disconnect() {}
      },
    );
    const statusAsked: string[] = [];
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path === '/api/get_status') statusAsked.push(path);
      return browserFetch(input, init);
    });
    try {
      const near = mount({ api });
      const far = mount({ api });
      watching.get(near.element)!();
      // Once the widget in view is ready, the one below the fold has had time to load, and has not.
      expect(await near.view.findByRole('heading', { name: 'Choose date' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(statusAsked).toHaveLength(1);
      expect(far.view.queryByRole('heading')).toBeNull();
      expect(far.element.getAttribute('state')).toBe('loading');
      watching.get(far.element)!();
      expect(await far.view.findByRole('heading', { name: 'Choose date' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(statusAsked).toHaveLength(2);
      near.element.remove();
      far.element.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws its first screen once, with no spinner, when the answers come quickly', async () => {
    const { element, shadow, view } = mount({ api });
    const spinners: Element[] = [];
    new MutationObserver(() => spinners.push(...shadow.querySelectorAll('.tb-spinner'))).observe(shadow, { childList: true, subtree: true });
    await waitFor(() => expect(element.getAttribute('state')).toBe('ready'), { timeout: 10_000 });
    expect(view.getByRole('heading', { name: 'Choose date' })).toBeInTheDocument();
    expect(spinners).toEqual([]);
    element.remove();
  });

  it('shows a spinner while a slow API keeps the first screen waiting', async () => {
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/get_status')) await new Promise((resolve) => setTimeout(resolve, 1_000));
      return browserFetch(input, init);
    });
    try {
      const { element, view } = mount({ api });
      expect(await view.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Loading');
      expect(element.getAttribute('state')).toBe('loading');
      expect(await view.findByRole('heading', { name: 'Choose date' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(element.getAttribute('state')).toBe('ready');
      element.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks for the restaurant's card once, with the first screen", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return browserFetch(input, init);
    });
    const times = (path: string) => asked.filter((each) => each === path).length;
    try {
      const { element, view } = mount({ api });
      await waitFor(() => expect(element.getAttribute('state')).toBe('ready'), { timeout: 10_000 });
      expect(times('/api/get_status')).toBe(1);
      expect(times('/api/restaurant')).toBe(1);
      // Changed attributes and the guest's touches ask nothing more. The next month's days,
      // asked for after them, show that anything they asked would have been asked by then.
      element.setAttribute('lang', 'zh');
      element.setAttribute('phone', '+86 21 1111 2222');
      element.removeAttribute('phone');
      await user.click(await view.findByRole('button', { name: '下个月' }));
      await waitFor(() => expect(times('/api/check_full')).toBe(2));
      expect(times('/api/restaurant')).toBe(1);
      expect(times('/api/get_status')).toBe(1);
      element.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
