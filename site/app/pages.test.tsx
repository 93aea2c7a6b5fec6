import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { heldBooking } from '../../widget/test/booking-fixture.ts';
import { RESTAURANT, renderPreloadedSite } from '../test/render-site.tsx';
import { matchPath } from './router.tsx';
import { monthOf } from '../../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../../server/test/open-evenings.ts';
import type { BootData } from '../../api-client/contract/boot.ts';

// A page opened directly renders once with what it needs (main.tsx): these tests look at the
// first render, so they use getBy (no waiting) where a spinner or an empty view would otherwise show.

describe('a page opened directly', () => {
  // What the server writes into the page: the status, the card, the calendar's month, and on
  // My bookings the session's list (null: nothing proved yet).
  const boot: Partial<BootData> = { status: 'live', restaurant: RESTAURANT, availability: { month: monthOf(todayInShanghai()), full: [], closed: [] } };

  it.each(['/', '/booking', '/my_bookings'])('%s is put on screen once, not as a spinner first', async (path) => {
    const { commits } = await renderPreloadedSite(path, { lang: 'en', boot: path === '/my_bookings' ? { ...boot, myBookings: null } : boot });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(commits()).toBe(1);
  });

  it('/booking_process/{code} with its booking in the page is put on screen once, at its step', async () => {
    const answer = heldBooking({ created_at: new Date().toISOString() });
    const { commits } = await renderPreloadedSite('/booking_process/AB12CD34', {
      lang: 'en',
      boot: { ...boot, booking: { code: 'AB12CD34', answer } },
    });
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Verification' })).toBeInTheDocument();
    expect(commits()).toBe(1);
  });
});

describe('a booking page opened directly', () => {
  it('/booking_process/{code} shows the hold at step 1 in its first render, having asked for the booking once', async () => {
    const fetchBooking = vi.fn(async () => heldBooking({ created_at: new Date().toISOString() }));
    await renderPreloadedSite('/booking_process/AB12CD34', { lang: 'en', api: { fetchBooking } });
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Verification' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to complete your booking' })).toHaveTextContent(/Seats held for (29|30):\d\d/);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(fetchBooking).toHaveBeenCalledTimes(1);
    expect(fetchBooking).toHaveBeenCalledWith('AB12CD34');
  });

  it('/booking_process/{code} with its booking written into the page by the server asks for nothing', async () => {
    const fetchBooking = vi.fn();
    const answer = heldBooking({ created_at: new Date().toISOString(), last_step: 1, phone: '13800138000', country: '86' });
    await renderPreloadedSite('/booking_process/AB12CD34', { lang: 'en', api: { fetchBooking }, boot: { booking: { code: 'AB12CD34', answer } } });
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Your details' })).toBeInTheDocument();
    expect(fetchBooking).not.toHaveBeenCalled();
  });

  it("a page carrying another code's booking is not shown it: the page's own code is asked for", async () => {
    const fetchBooking = vi.fn(async () => null);
    await renderPreloadedSite('/booking_process/NOPE1234', { lang: 'en', api: { fetchBooking }, boot: { booking: { code: 'AB12CD34', answer: heldBooking() } } });
    expect(screen.getByRole('heading', { name: 'Invalid booking code' })).toBeInTheDocument();
    expect(fetchBooking).toHaveBeenCalledWith('NOPE1234');
  });

  it('/booking_process/{code} in Chinese, with the widget strings fetched for the page', async () => {
    const fetchBooking = vi.fn(async () => heldBooking({ created_at: new Date().toISOString() }));
    const { i18n } = await renderPreloadedSite('/booking_process/AB12CD34', { lang: 'zh', api: { fetchBooking } });
    expect(i18n.hasResourceBundle('zh', 'widget')).toBe(true);
    expect(screen.getByRole('heading', { name: '第 1 步（共 4 步）：验证' })).toBeInTheDocument();
  });

  it('an unknown code says so in the first render', async () => {
    await renderPreloadedSite('/booking_process/NOPE1234', { lang: 'en', api: { fetchBooking: async () => null } });
    expect(screen.getByRole('heading', { name: 'Invalid booking code' })).toBeInTheDocument();
  });

  it('when the booking could not be fetched ahead, the flow asks again itself and shows it', async () => {
    const fetchBooking = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(heldBooking({ created_at: new Date().toISOString() }));
    await renderPreloadedSite('/booking_process/AB12CD34', { lang: 'en', api: { fetchBooking } });
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Verification' })).toBeInTheDocument();
    expect(fetchBooking).toHaveBeenCalledTimes(2);
  });

  it('/my_bookings shows its login form in the first render', async () => {
    await renderPreloadedSite('/my_bookings', { lang: 'en' });
    expect(screen.getByText('Log in with the phone number or e-mail address you booked with.')).toBeInTheDocument();
  });

  it('/faq shows its page (not the loading page) in the first render', async () => {
    await renderPreloadedSite('/faq', { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('a path that is no page asks for nothing and goes to the landing page', async () => {
    const fetchBooking = vi.fn();
    await renderPreloadedSite('/booking_process/', { lang: 'en', api: { fetchBooking } });
    expect(await screen.findByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
    expect(fetchBooking).not.toHaveBeenCalled();
  });
});

describe('matching a path to a route', () => {
  it('matches as <Route> does, with the path parameter', () => {
    expect(matchPath('/booking_process/:code', '/booking_process/AB12CD34')).toEqual([true, expect.objectContaining({ code: 'AB12CD34' })]);
    expect(matchPath('/booking_process/:code', '/booking_process/')[0]).toBe(false);
    expect(matchPath('/booking', '/booking_process/AB12CD34')[0]).toBe(false);
    expect(matchPath('/booking', '/booking')[0]).toBe(true);
  });
});
