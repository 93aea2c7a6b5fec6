import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';

const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

describe('the booking routes render the widget views', () => {
  it('/booking_process/{code} with an unknown code offers Book Again, which goes to /booking', async () => {
    const user = userEvent.setup();
    renderSite('/booking_process/NOPE1234', {
      lang: 'en',
      api: { fetchBooking: () => Promise.resolve(null), checkFull: () => Promise.resolve([]), checkClosed: () => Promise.resolve([]) },
    });
    expect(await screen.findByRole('heading', { name: 'Invalid booking code' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your booking · Counter Shanghai'));
    await user.click(screen.getByRole('button', { name: 'Book again' }));
    await waitFor(() => expect(path()).toBe('/booking'));
  });

  it('/booking_process/{code} in Chinese', async () => {
    renderSite('/booking_process/NOPE1234', { lang: 'zh', api: { fetchBooking: () => Promise.resolve(null) } });
    expect(await screen.findByRole('heading', { name: '无效的预订编号' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('您的预订 · 上海吧台'));
  });

  it('/my_bookings asks the guest to log in, in English and Chinese', async () => {
    renderSite('/my_bookings', { lang: 'en' });
    expect(await screen.findByText('Log in with the phone number or e-mail address you booked with.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My bookings · Counter Shanghai'));
  });

  it('/my_bookings in Chinese', async () => {
    renderSite('/my_bookings', { lang: 'zh' });
    expect(await screen.findByText('请使用预订时的手机号码或电子邮箱登录。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('我的预订 · 上海吧台'));
  });
});
