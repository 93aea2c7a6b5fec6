import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';

describe('/booking while online reservation is not live', () => {
  it.each([
    ['en', 'closed', 'Online reservation is closed at the moment. Please check back later.'],
    ['zh', 'closed', '在线预订暂时关闭，请稍后再来。'],
    ['en', 'maintenance', 'We are carrying out system maintenance. Please check back later.'],
    ['zh', 'maintenance', '系统正在维护中，请稍后再来。'],
  ] as const)('%s, %s: says so at once instead of offering a calendar', async (lang, status, message) => {
    const checkFull = vi.fn(() => Promise.resolve([]));
    renderSite('/booking', { lang, api: { getStatus: () => Promise.resolve(status), checkFull, checkClosed: () => Promise.resolve([]) } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() => expect(checkFull).not.toHaveBeenCalled());
  });

  it('shows the calendar when live', async () => {
    renderSite('/booking', { lang: 'en', api: { checkFull: () => Promise.resolve([]), checkClosed: () => Promise.resolve([]) } });
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});
