import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { HoldCountdown } from './hold-countdown.tsx';

const START = new Date('2026-06-03T02:00:00.000Z');

describe('the hold countdown', () => {
  let clock: Date;
  beforeEach(() => {
    clock = START;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  /** The clock moves on and the countdown's second comes round. */
  const pass = (seconds: number) =>
    act(() => {
      for (let second = 0; second < seconds; second++) {
        clock = new Date(clock.getTime() + 1000);
        vi.advanceTimersByTime(1000);
      }
    });

  it('counts down each second and says the hold ran out once, at zero', () => {
    const onExpired = vi.fn();
    renderWidget(<HoldCountdown endsAt={START.getTime() + 302_000} onExpired={onExpired} />, { api: stubApi({}), now: () => clock });
    const timer = screen.getByRole('timer', { name: 'Time left to complete your booking' });
    expect(timer).toHaveTextContent('Seats held for 05:02');
    pass(1);
    expect(timer).toHaveTextContent('Seats held for 05:01');
    pass(300);
    expect(timer).toHaveTextContent('Only 00:01 left: please finish your booking');
    expect(onExpired).not.toHaveBeenCalled();
    pass(1);
    expect(timer).toHaveTextContent('Seats held for 00:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
    pass(5);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Seats held until Wednesday 3 June 2026 15:00 (China time)'],
    ['zh', '座位保留至 2026年6月3日 星期三 15:00（北京时间）'],
  ] as const)('says when a payment link\'s hold of hours ends, its seating\'s start at the latest, then counts its last hour (%s)', (lang, until) => {
    // Booked by staff at 10:00 for a 15:00 seating: the link holds the seats until 15:00.
    renderWidget(<HoldCountdown endsAt={START.getTime() + 5 * 3_600_000} onExpired={() => undefined} />, { api: stubApi({}), lang, now: () => clock });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(until);
    pass(4 * 3600);
    expect(timer).toHaveTextContent(lang === 'en' ? 'Seats held for 60:00' : '座位保留剩余 60:00');
  });

  it.each([
    ['en', 'Only 05:00 left: please finish your booking', 'Only 5 minutes left to complete your booking.'],
    ['zh', '仅剩 05:00，请尽快完成预订', '完成预订仅剩 5 分钟。'],
  ] as const)('looks urgent in its last five minutes and says so politely once (%s)', (lang, urgent, said) => {
    renderWidget(<HoldCountdown endsAt={START.getTime() + 302_000} onExpired={() => undefined} />, { api: stubApi({}), lang, now: () => clock });
    const timer = screen.getByRole('timer');
    const status = screen.getByRole('status');
    expect(timer).not.toHaveClass('tb-countdown--urgent');
    expect(status).toBeEmptyDOMElement();
    pass(2);
    expect(timer).toHaveTextContent(urgent);
    expect(timer).toHaveClass('tb-countdown--urgent');
    expect(status).toHaveTextContent(said);
    // Not a line a second: the status keeps the one sentence while the timer counts on.
    const written = status.firstChild;
    pass(90);
    expect(status.firstChild).toBe(written);
    expect(status).toHaveTextContent(said);
  });

  it('a hold already over says so at once', () => {
    const onExpired = vi.fn();
    renderWidget(<HoldCountdown endsAt={START.getTime() - 1000} onExpired={onExpired} />, { api: stubApi({}), now: () => clock });
    expect(screen.getByRole('timer')).toHaveTextContent('Seats held for 00:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('in Chinese, and in the new language at once when the guest switches', async () => {
    const { i18n } = renderWidget(<HoldCountdown endsAt={START.getTime() + 30 * 60_000} onExpired={() => undefined} />, { api: stubApi({}), lang: 'zh', now: () => clock });
    const timer = screen.getByRole('timer', { name: '完成预订的剩余时间' });
    expect(timer).toHaveTextContent('座位保留剩余 30:00');
    pass(2);
    expect(timer).toHaveTextContent('座位保留剩余 29:58');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('timer', { name: 'Time left to complete your booking' })).toHaveTextContent('Seats held for 29:58');
  });
});
