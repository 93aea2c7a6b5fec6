import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api-client/api-error.ts';
import { renderWidget, stubApi } from '../../../test/render-widget.tsx';
import { CustomerStep } from './customer-step.tsx';

const contact = { country: '86', phone: '13800138000', email: null };
const newGuest = (calls = {}) => stubApi({ getCustomer: async () => null, ...calls });
const nameFields = () => screen.getAllByRole('textbox').slice(0, 2).map((field) => field.getAttribute('id')?.replace(/^.*-/, ''));

describe('step 2, details', () => {
  it('asks the family name first in Chinese (姓, then 名) and the given name first in English', async () => {
    const { unmount } = renderWidget(<CustomerStep contact={contact} onSaved={vi.fn()} />, { api: newGuest(), lang: 'zh' });
    const [family, given] = screen.getAllByRole('textbox');
    expect(family).toHaveAccessibleName('姓');
    expect(given).toHaveAccessibleName('名');
    expect(nameFields()).toEqual(['last_name', 'first_name']);
    unmount();

    renderWidget(<CustomerStep contact={contact} onSaved={vi.fn()} />, { api: newGuest(), lang: 'en' });
    const [first, last] = screen.getAllByRole('textbox');
    expect(first).toHaveAccessibleName('First name');
    expect(last).toHaveAccessibleName('Last name');
    expect(nameFields()).toEqual(['first_name', 'last_name']);
  });

  it.each([
    ['en', 'A warm welcome. Please tell us who we will be expecting.'],
    ['zh', '欢迎光临，期待为您服务。请告诉我们如何称呼您。'],
  ] as const)('greets a new guest warmly, not with a bare "Welcome" (%s)', (lang, greeting) => {
    renderWidget(<CustomerStep contact={contact} onSaved={vi.fn()} />, { api: newGuest(), lang });
    expect(screen.getByText(greeting)).toBeInTheDocument();
  });

  /** The ⚠ sat alone above "Please check:". */
  it.each([
    ['en', 'Confirm', 'Please check:'],
    ['zh', '确认', '请检查：'],
  ] as const)('puts the ⚠ on the line of "Please check:", hidden from screen readers (%s)', async (lang, confirm, heading) => {
    const user = userEvent.setup();
    const refused = new ApiError(422, 'invalid', 'validation_failed', { first_name: 'first_name_required', gender: 'gender_required' });
    renderWidget(<CustomerStep contact={contact} onSaved={vi.fn()} />, { api: newGuest({ addCustomer: async () => Promise.reject(refused) }), lang });
    await user.click(screen.getByRole('button', { name: confirm }));
    const alert = await screen.findByRole('alert');
    const line = within(alert).getByText(heading, { exact: false });
    expect(line.tagName).toBe('P');
    const icon = within(line).getByText('⚠');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(line.textContent?.replace(/\s+/g, ' ').trim()).toBe(`⚠ ${heading}`);
    // Nothing of the heading line stands before the icon: it opens the line.
    expect(line.firstElementChild).toBe(icon);
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  });
});
