import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';

const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

describe('the navigation bar', () => {
  it('links the logo home and About to the restaurant website', async () => {
    renderSite('/faq', { lang: 'en', api: { fetchFaq: () => Promise.resolve([]) } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Counter Shanghai home' })).toHaveAttribute('href', '/home');
    const about = await within(nav).findByRole('link', { name: /About/ });
    expect(about).toHaveAttribute('href', 'https://counter-shanghai.example');
    expect(about).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('opens the Booking dropdown from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderSite('/home', { lang: 'en' });
    const booking = await screen.findByRole('button', { name: /Booking/ });
    expect(booking).toHaveAttribute('aria-expanded', 'false');
    booking.focus();
    await user.keyboard('{Enter}');
    expect(booking).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'New booking' })).toHaveAttribute('href', '/booking');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my_bookings');
    await user.keyboard('{Escape}');
    expect(booking).toHaveAttribute('aria-expanded', 'false');
    expect(booking).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'New booking' })).not.toBeInTheDocument();
  });

  it('goes to My bookings from the dropdown', async () => {
    const user = userEvent.setup();
    renderSite('/home', { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: /Booking/ }));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My bookings' }));
    await waitFor(() => expect(path()).toBe('/my_bookings'));
  });

  it('toggles the language between EN and 中文, marking the one in use', async () => {
    const user = userEvent.setup();
    renderSite('/home', { lang: 'en' });
    const toggle = await screen.findByRole('group', { name: 'Language' });
    expect(within(toggle).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toggle).getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎光临上海吧台' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '语言' })).getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('lang')).toBe('zh');
  });
});

describe('the full-screen menu of small screens', () => {
  it('offers the same links and both languages, traps focus, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderSite('/home', { lang: 'en' });
    const open = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(open);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Home', 'New booking', 'My bookings', 'FAQ', 'Contact']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: /About/ })).toHaveAttribute('href', 'https://counter-shanghai.example');
    expect(within(menu).getByRole('button', { name: 'EN' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: '中文' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /Close menu/ })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(menu).getByRole('button', { name: '中文' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes after following a link', async () => {
    const user = userEvent.setup();
    renderSite('/home', { lang: 'en', api: { fetchFaq: () => Promise.resolve([]) } });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'FAQ' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/faq'));
  });

  it('switches to Chinese from the menu', async () => {
    const user = userEvent.setup();
    renderSite('/home', { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎光临上海吧台' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开菜单' })).toBeInTheDocument();
  });
});
