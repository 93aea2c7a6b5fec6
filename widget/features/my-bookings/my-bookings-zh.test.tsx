import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi, expectFocusOn } from '../../test/render-widget.tsx';
import { listed, userBookingsOfSession } from '../../test/listed-booking-fixture.ts';
import { MyBookingsView } from './my-bookings-view.tsx';

/** A guest with one booking of each status: upcoming (by WeChat), completed (by PayPal), cancelled (by Alipay). */
const restaurant = () =>
  stubApi({
    sendSms: vi.fn(async () => ({ to: '86 13800138000' })),
    verifyOtp: vi.fn(async () => ({ status: 'approved' as const })),
    getUserBookings: userBookingsOfSession({
      customer: { id: 7, first_name: '伟', last_name: '李', gender: 'F' as const, country_code: { id: 1, calling_code: '86' }, country_code_id: 1, phone: '13800138000', email: null },
      bookings: [
        listed({}),
        listed({ id: 2, code: 'DONE0001', booking_date: '2026-05-02', pax: 2, seating: { id: 1, timeslot: { id: 1, name: '18:00' }, area: { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台' } }, status: { name: 'completed' }, status_id: 3, can_request: false, transaction: { payment_method: 'paypal', amount: 96.32, currency: 'USD' } }),
        listed({ id: 3, code: 'GONE0001', booking_date: '2026-05-01', status: { name: 'cancelled' }, status_id: 2, can_request: false, transaction: { payment_method: 'alipay', amount: 1376, currency: 'RMB' } }),
      ],
    }),
    bookingRequest: vi.fn(async () => ({ status: 'success' as const })),
  });

async function logInByPhone(user: ReturnType<typeof userEvent.setup>, labels: { phone: string; send: string; code: string; verify: string }) {
  await user.type(screen.getByLabelText(labels.phone), '13800138000');
  await user.click(screen.getByRole('button', { name: labels.send }));
  await user.type(await screen.findByLabelText(labels.code), '123456');
  await user.click(screen.getByRole('button', { name: labels.verify }));
}

const zhLabels = { phone: '手机号码', send: '发送短信验证码', code: '验证码', verify: '验证' };

describe('my bookings in Chinese', () => {
  it('logs in by phone code and lists each status with its badge and details', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api, lang: 'zh' });
    expect(screen.getByRole('heading', { name: '我的预订' })).toBeInTheDocument();
    expect(screen.getByText('请使用预订时的手机号码或电子邮箱登录。')).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: '或' })).toBeInTheDocument();
    expect(screen.getByLabelText('电子邮箱')).toBeInTheDocument();
    expect(screen.getByLabelText('国家代码')).toHaveTextContent('+86');
    await logInByPhone(user, zhLabels);

    await expectFocusOn('heading', { name: '欢迎，李伟女士' });
    expect(api.getUserBookings).toHaveBeenCalledWith({ country: '86', phone: '13800138000', email: null });
    expect(screen.getByRole('button', { name: '刷新' })).toBeEnabled();
    const [upcoming, completed, cancelled] = within(screen.getByRole('list', { name: '您的预订' })).getAllByRole('listitem');
    expect(upcoming).toHaveTextContent('即将到来的预订 2026年6月20日 星期六 · 4 位 · 19:00');
    expect(completed).toHaveTextContent('已完成 2026年5月2日 星期六 · 2 位 · 18:00');
    expect(cancelled).toHaveTextContent('已取消 2026年5月1日 星期五 · 4 位 · 19:00');

    await user.click(within(upcoming!).getByRole('button', { name: '显示详情' }));
    const details = (item: HTMLElement, label: string) => within(item).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(details(upcoming!, '下单日期')).toHaveTextContent('2026年6月1日 星期一');
    expect(details(upcoming!, '订金支付方式')).toHaveTextContent('微信支付');
    expect(details(upcoming!, '订金金额')).toHaveTextContent('人民币 1,376.00 元');
    expect(within(upcoming!).getByRole('button', { name: '隐藏详情' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(completed!).getByRole('button', { name: '显示详情' }));
    expect(details(completed!, '订金支付方式')).toHaveTextContent('PayPal');
    expect(details(completed!, '订金金额')).toHaveTextContent('96.32 美元');
    await user.click(within(cancelled!).getByRole('button', { name: '显示详情' }));
    expect(details(cancelled!, '订金支付方式')).toHaveTextContent('支付宝');
    expect(details(cancelled!, '订金金额')).toHaveTextContent('人民币 1,376.00 元');

    expect(within(upcoming!).getByRole('button', { name: '更改预订' })).toBeInTheDocument();
    expect(within(completed!).queryByRole('button', { name: '更改预订' })).not.toBeInTheDocument();
    expect(within(cancelled!).queryByRole('button', { name: '取消预订' })).not.toBeInTheDocument();
  });

  it('sends a change request with a reason, then thanks the guest', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api, lang: 'zh' });
    await logInByPhone(user, zhLabels);
    const upcoming = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(upcoming).getByRole('button', { name: '更改预订' }));
    const form = within(upcoming).getByRole('form', { name: '更改预订' });
    expect(within(form).getByText('提示：用餐前至少 4 个工作日可免费取消；之后订金不予退还，但可改期。')).toBeInTheDocument();
    expect(within(form).getByLabelText('原因及详情')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请输入申请的原因及详情。');
    expect(api.bookingRequest).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('原因及详情'), '改到 6 月 27 日');
    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(api.bookingRequest).toHaveBeenCalledWith({ bid: 1, type: 'change', message: '改到 6 月 27 日' });
    expect(await within(upcoming).findByRole('status')).toHaveTextContent('谢谢，我们已收到您的申请，将尽快与您联系。');
    expect(within(upcoming).queryByRole('button', { name: '更改预订' })).not.toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: '取消预订' })).not.toBeInTheDocument();
  });

  it('closes the request form without sending', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api, lang: 'zh' });
    await logInByPhone(user, zhLabels);
    const upcoming = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(upcoming).getByRole('button', { name: '取消预订' }));
    await user.click(within(upcoming).getByRole('button', { name: '关闭' }));
    expect(within(upcoming).queryByRole('form')).not.toBeInTheDocument();
    expect(within(upcoming).getByRole('button', { name: '取消预订' })).toBeInTheDocument();
    expect(api.bookingRequest).not.toHaveBeenCalled();
  });

  it('shows the completed badge and the RMB amount in English too', async () => {
    const user = userEvent.setup();
    renderWidget(<MyBookingsView />, { api: restaurant() });
    await logInByPhone(user, { phone: 'Mobile number', send: 'Send code by SMS', code: 'Code', verify: 'Verify' });
    const [upcoming, completed] = within(await screen.findByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
    expect(completed).toHaveTextContent('Completed Saturday 2 May 2026 · 2 guests · 18:00');
    await user.click(within(upcoming!).getByRole('button', { name: 'Show details' }));
    expect(within(upcoming!).getByText('RMB 1,376.00')).toBeInTheDocument();
    expect(within(upcoming!).getByText('WeChat Pay')).toBeInTheDocument();
  });
});
