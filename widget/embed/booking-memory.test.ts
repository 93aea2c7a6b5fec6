// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCode, rememberedCode } from './booking-memory.ts';

function arrivedBy(type: NavigationTimingType | null) {
  const entries = type ? [{ type } as PerformanceNavigationTiming] : [];
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entries);
}

afterEach(() => {
  vi.restoreAllMocks();
  rememberCode(null);
});

describe('the booking code kept across a reload', () => {
  it('comes back from the hash however the page was reached', () => {
    rememberCode('BK-hash-1');
    arrivedBy('navigate');
    expect(location.hash).toBe('#tb-booking=BK-hash-1');
    expect(rememberedCode()).toBe('BK-hash-1');
  });

  it('comes back from sessionStorage after a reload or a step back, when the host page dropped the hash', () => {
    rememberCode('BK-kept-2');
    history.replaceState(null, '', location.pathname);
    arrivedBy('reload');
    expect(rememberedCode()).toBe('BK-kept-2');
    arrivedBy('back_forward');
    expect(rememberedCode()).toBe('BK-kept-2');
  });

  it('is not looked for in sessionStorage by a guest arriving by a link, who starts afresh', () => {
    rememberCode('BK-old-3');
    history.replaceState(null, '', location.pathname);
    arrivedBy('navigate');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(rememberedCode()).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('is read from storage where the browser cannot say how the page was reached', () => {
    rememberCode('BK-unknown-4');
    history.replaceState(null, '', location.pathname);
    arrivedBy(null);
    expect(rememberedCode()).toBe('BK-unknown-4');
  });

  it('ignores a malformed code and is forgotten when the guest books again', () => {
    sessionStorage.setItem('tb:booking-code', '<script>');
    arrivedBy('reload');
    expect(rememberedCode()).toBeNull();
    rememberCode('BK-5555');
    rememberCode(null);
    expect(rememberedCode()).toBeNull();
    expect(location.hash).toBe('');
  });
});
