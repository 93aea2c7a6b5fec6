import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactRequest } from '../../../api-client/contract/content.ts';
import { ApiError } from '../../../api-client/index.ts';
import { renderSite } from '../../test/render-site.tsx';

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: { name: string; email: string; message: string }, labels = ['Name', 'E-mail', 'Message']) {
  const form = within(await screen.findByRole('form'));
  const [name, email, message] = labels as [string, string, string];
  if (values.name) await user.type(form.getByRole('textbox', { name }), values.name);
  if (values.email) await user.type(form.getByRole('textbox', { name: email }), values.email);
  if (values.message) await user.type(form.getByRole('textbox', { name: message }), values.message);
  return form;
}

describe('the contact page', () => {
  it('shows the map, the address and the phone line, and marks every field required', async () => {
    renderSite('/contact', { lang: 'en' });
    expect(await screen.findByText('88 Fuxing Road West, Xuhui District, Shanghai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+86 21 6437 0000' })).toHaveAttribute('href', 'tel:+862164370000');
    // When the phone is answered: the restaurant's own words (text phone_hours).
    expect(screen.getByText('Tuesday to Saturday, 2 p.m. to 10 p.m.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Map: the restaurant on Fuxing Road West/ })).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Send us a message' }));
    expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    for (const name of ['Name', 'E-mail', 'Message']) expect(form.getByRole('textbox', { name })).toBeRequired();
  });

  it('enlarges the map with focus kept on its close button, and closes it again with Escape', async () => {
    const user = userEvent.setup();
    renderSite('/contact', { lang: 'zh' });
    const enlarge = await screen.findByRole('button', { name: '放大地图' });
    await user.click(enlarge);
    const dialog = screen.getByRole('dialog', { name: /地图/ });
    expect(within(dialog).getByRole('img')).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: '关闭地图' });
    expect(close).toHaveFocus();
    // The place in the guest's map apps, then round to the close button again: focus stays inside.
    const apps = within(dialog).getByRole('navigation', { name: '在地图应用中打开' });
    const links = within(apps).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['在高德地图中打开', '在百度地图中打开', '在苹果地图中打开']);
    expect(links.map((link) => new URL(link.getAttribute('href')!).host)).toEqual(['uri.amap.com', 'api.map.baidu.com', 'maps.apple.com']);
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge).toHaveFocus();
  });

  it('sends nothing while a field is blank after trimming', async () => {
    const user = userEvent.setup();
    const contact = vi.fn(() => Promise.resolve({ status: 'success' as const }));
    renderSite('/contact', { lang: 'en', api: { contact } });
    const form = await fillForm(user, { name: '   ', email: 'guest@example.com', message: 'Hello' });
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in your name, e-mail and message.');
    expect(contact).not.toHaveBeenCalled();
  });

  it('sends the trimmed enquiry and thanks the guest', async () => {
    const user = userEvent.setup();
    const sent: ContactRequest[] = [];
    renderSite('/contact', { lang: 'en', api: { contact: (request) => (sent.push(request), Promise.resolve({ status: 'success' })) } });
    const form = await fillForm(user, { name: '  Li Lei ', email: ' li@example.com ', message: ' A table for 10? ' });
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Thank you, your message has been sent.');
    expect(sent).toEqual([{ name: 'Li Lei', email: 'li@example.com', message: 'A table for 10?' }]);
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("shows the server's refusal of a field in a red box, in Chinese", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(422, 'The given data was invalid.', 'validation_failed', { email: 'email_format_error' });
    renderSite('/contact', { lang: 'zh', api: { contact: () => Promise.reject(refusal) } });
    const form = await fillForm(user, { name: '李雷', email: 'li@example', message: '你好' }, ['姓名', '电子邮箱', '留言']);
    await user.click(form.getByRole('button', { name: '发送' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveClass('error-box');
    expect(box).not.toHaveTextContent('The given data was invalid.');
    expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('李雷');
  });

  it.each([
    ['en', ['Name', 'E-mail', 'Message'], 'Send', 'Please remove the special characters'],
    ['zh', ['姓名', '电子邮箱', '留言'], '发送', '请删除后再发送'],
  ] as const)('in %s, asks to remove the control characters the server refused', async (lang, labels, send, expected) => {
    const user = userEvent.setup();
    const refusal = new ApiError(422, 'Please remove the control characters.', 'text_control_characters', { message: 'text_control_characters' });
    renderSite('/contact', { lang, api: { contact: () => Promise.reject(refusal) } });
    const form = await fillForm(user, { name: 'Li', email: 'li@example.com', message: 'Hi' }, [...labels]);
    await user.click(form.getByRole('button', { name: send }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(expected);
    expect(box).not.toHaveTextContent('Please remove the control characters.');
  });

  it('explains the hourly limit, and shows an unknown refusal in the server’s own words', async () => {
    const user = userEvent.setup();
    let call = 0;
    const refusals = [
      new ApiError(429, 'Too many messages', 'contact_rate_limited'),
      new ApiError(503, 'The reservation service is briefly unavailable.', 'something_new'),
    ];
    renderSite('/contact', { lang: 'en', api: { contact: () => Promise.reject(refusals[call++]) } });
    const form = await fillForm(user, { name: 'Li', email: 'li@example.com', message: 'Hi' });
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in the last hour.');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The reservation service is briefly unavailable.')).toBeInTheDocument();
  });
});
