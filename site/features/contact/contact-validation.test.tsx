import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';

describe('the contact form checks its fields itself, in the page’s language', () => {
  it.each([
    ['en', ['Name', 'E-mail', 'Message'], 'Send', ['Please enter your name.', 'Please enter your e-mail address.', 'Please enter your message.']],
    ['zh', ['姓名', '电子邮箱', '留言'], '发送', ['请填写姓名。', '请填写您的电子邮箱。', '请填写留言。']],
  ] as const)('%s: whitespace-only fields get a translated message under each, no browser bubble', async (lang, labels, send, messages) => {
    const user = userEvent.setup();
    const contact = vi.fn(() => Promise.resolve({ status: 'success' as const }));
    renderSite('/contact', { lang, api: { contact } });
    const form = await screen.findByRole('form');
    // The browser's own validation (its bubble, in the browser's language) is off.
    expect(form).toHaveAttribute('novalidate');
    const fields = labels.map((name) => within(form).getByRole('textbox', { name }));
    for (const field of fields) await user.type(field, '   ');
    await user.click(within(form).getByRole('button', { name: send }));
    fields.forEach((field, index) => {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(messages[index]);
    });
    expect(fields[0]).toHaveFocus();
    expect(contact).not.toHaveBeenCalled();

    // Fixed fields lose their message; the one still blank keeps it.
    await user.type(fields[0]!, 'Li Lei');
    await user.type(fields[1]!, 'li@example.com');
    await user.click(within(form).getByRole('button', { name: send }));
    expect(fields[0]).not.toHaveAttribute('aria-invalid');
    expect(fields[0]).not.toHaveAccessibleDescription();
    expect(fields[2]).toHaveAccessibleDescription(messages[2]);
    expect(fields[2]).toHaveFocus();
    expect(contact).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'E-mail', 'Send', 'Please enter a valid e-mail address, such as name@example.com.'],
    ['zh', '电子邮箱', '发送', '请填写有效的电子邮箱，例如 name@example.com。'],
  ] as const)('%s: an e-mail without @ is refused under its field', async (lang, label, send, message) => {
    const user = userEvent.setup();
    const contact = vi.fn(() => Promise.resolve({ status: 'success' as const }));
    renderSite('/contact', { lang, api: { contact } });
    const form = await screen.findByRole('form');
    await user.type(within(form).getAllByRole('textbox')[0]!, 'Li');
    await user.type(within(form).getByRole('textbox', { name: label }), 'li.example.com');
    await user.type(within(form).getAllByRole('textbox')[2]!, 'Hello');
    await user.click(within(form).getByRole('button', { name: send }));
    expect(within(form).getByRole('textbox', { name: label })).toHaveAccessibleDescription(message);
    expect(contact).not.toHaveBeenCalled();
  });
});
