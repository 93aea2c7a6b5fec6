import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSite, type RunningSite } from '../../e2e/support/site-server.ts';
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

function mount(attributes: Record<string, string>) {
  const element = document.createElement('table-booking');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: string[] = [];
  for (const name of ['tb:ready', 'tb:close']) document.addEventListener(name, (event) => events.push(`${event.type}:${(event as CustomEvent).composed}`));
  document.body.append(element);
  return { element, events, shadow: element.shadowRoot! };
}

describe('<table-booking>', () => {
  it('renders in its own shadow root, reflects its state and announces it is ready', async () => {
    const { element, events, shadow } = mount({ api, theme: 'dark' });
    expect(element.getAttribute('state')).toBe('loading');
    await waitFor(() => expect(element.getAttribute('state')).toBe('ready'), { timeout: 10_000 });
    expect(events).toContain('tb:ready:true');
    const view = within(shadow as unknown as HTMLElement);
    expect(await view.findByRole('heading', { name: 'Choose date' })).toBeInTheDocument();
    // The styles live in the shadow root, never in the host page.
    expect(document.head.querySelector('style')).toBeNull();
    // (vitest stubs CSS content; the built bundle's styles are checked in the browser tests)
    expect((shadow.adoptedStyleSheets?.length ?? 0) + shadow.querySelectorAll('style').length).toBe(1);
    element.remove();
    expect(shadow.querySelector('.tb-root')?.childElementCount).toBe(0);
  });

  it('speaks Chinese with lang="zh" and switches views without reloading', async () => {
    const user = userEvent.setup();
    const { element, shadow } = mount({ api, lang: 'zh' });
    const view = within(shadow as unknown as HTMLElement);
    expect(await view.findByRole('heading', { name: '选择日期' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: '查看我的预订' }));
    expect(await view.findByRole('heading', { name: '我的预订' })).toBeInTheDocument();
    element.setAttribute('lang', 'en');
    expect(await view.findByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
    element.remove();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('waits to load a widget far below the fold until the guest scrolls near it', async () => {
    // jsdom has no layout: a stand-in for the browser's IntersectionObserver that the test moves.
    let scrolledNear: (() => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          scrolledNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const { element, shadow } = mount({ api });
      const view = within(shadow as unknown as HTMLElement);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(view.queryByRole('heading')).toBeNull();
      expect(element.getAttribute('state')).toBe('loading');
      scrolledNear!();
      expect(await view.findByRole('heading', { name: 'Choose date' }, { timeout: 10_000 })).toBeInTheDocument();
      element.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws its first screen once, with no spinner, when the answers come quickly', async () => {
    const { element, shadow } = mount({ api });
    const spinners: Element[] = [];
    new MutationObserver(() => spinners.push(...shadow.querySelectorAll('.tb-spinner'))).observe(shadow, { childList: true, subtree: true });
    await waitFor(() => expect(element.getAttribute('state')).toBe('ready'), { timeout: 10_000 });
    const view = within(shadow as unknown as HTMLElement);
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
      const { element, shadow } = mount({ api });
      const view = within(shadow as unknown as HTMLElement);
      expect(await view.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Loading');
      expect(element.getAttribute('state')).toBe('loading');
      expect(await view.findByRole('heading', { name: 'Choose date' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(element.getAttribute('state')).toBe('ready');
      element.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks for the restaurant's card only once the guest starts using the widget", async () => {
    const asked: string[] = [];
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return browserFetch(input, init);
    });
    try {
      const { element, shadow } = mount({ api });
      const view = within(shadow as unknown as HTMLElement);
      await waitFor(() => expect(element.getAttribute('state')).toBe('ready'), { timeout: 10_000 });
      expect(asked).toContain('/api/get_status');
      expect(asked).not.toContain('/api/restaurant');
      view.getByRole('button', { name: 'Check my bookings' }).focus();
      await waitFor(() => expect(asked.filter((path) => path === '/api/restaurant')).toHaveLength(1));
      // Once is enough: later touches ask nothing more.
      view.getAllByRole('button').find((button) => button !== shadow.activeElement)!.focus();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked.filter((path) => path === '/api/restaurant')).toHaveLength(1);
      element.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
