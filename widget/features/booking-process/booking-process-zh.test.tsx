import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi, expectFocusOn } from '../../test/render-widget.tsx';
import { bookingRestaurant, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

/** The booking flow in Chinese: each step, the problems, the review and its terms. */
const view = (onBookAgain = vi.fn()) => <BookingProcessView code="AB12CD34" onBookAgain={onBookAgain} />;
const known = { country: '86', phone: '13800138000', customer_id: 7, customer: { id: 7, gender: 'M' as const, first_name: 'Tom', last_name: 'Chan' } };

describe('the booking flow in Chinese', () => {
  it('says the code is invalid, with Book Again', async () => {
    const user = userEvent.setup();
    const onBookAgain = vi.fn();
    renderWidget(view(onBookAgain), { api: stubApi({ fetchBooking: async () => null }), lang: 'zh' });
    await expectFocusOn('heading', { name: '无效的预订编号' });
    expect(screen.getByText('找不到此预订。如需帮助，请联系餐厅。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新预订' }));
    expect(onBookAgain).toHaveBeenCalled();
  });

  it('says the booking could not be loaded, in both languages', async () => {
    const api = stubApi({ fetchBooking: async () => Promise.reject(new Error('offline')) });
    renderWidget(view(), { api, lang: 'zh' });
    expect(await screen.findByRole('heading', { name: '出错了' })).toBeInTheDocument();
    expect(screen.getByText('无法加载预订，请重试。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新预订' })).toBeInTheDocument();
    renderWidget(view(), { api });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('walks steps 1 and 2: header, countdown, verification and details', async () => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking());
    renderWidget(view(), { api, lang: 'zh' });
    await expectFocusOn('heading', { name: '第 1 步（共 4 步）：验证' });
    const header = screen.getByLabelText('您的预订');
    expect(within(header).getByText('2026年6月10日 星期三')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '完成预订的剩余时间' })).toHaveTextContent('座位保留剩余 25:00');
    expect(screen.getByRole('progressbar', { name: '预订进度' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('验证', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    for (const title of ['您的资料', '特殊要求', '确认与支付']) expect(screen.getByText(title, { selector: 'li' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('separator', { name: '或' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '发送短信验证码' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入手机号码。');
    await user.type(screen.getByLabelText('手机号码'), '12345');
    await user.click(screen.getByRole('button', { name: '发送短信验证码' }));
    expect(screen.getByRole('alert')).toHaveTextContent('电话格式无效：请输入中国大陆手机号码。');
    await user.clear(screen.getByLabelText('手机号码'));
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.click(screen.getByRole('button', { name: '发送短信验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后可重发' })).toBeDisabled();
    expect(screen.getByText('验证码已发送至 +86 138 0013 8000。')).toBeInTheDocument();
    await user.type(screen.getByLabelText('验证码'), '999999');
    await user.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码无效，请重试。');
    await user.clear(screen.getByLabelText('验证码'));
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '验证' }));

    await expectFocusOn('heading', { name: '第 2 步（共 4 步）：您的资料' });
    expect(screen.getByText('欢迎光临，期待为您服务。请告诉我们如何称呼您。')).toBeInTheDocument();
    expect(screen.getByLabelText('名')).toHaveValue('');
    expect(screen.getByLabelText('姓')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '称呼' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '女士' })).not.toBeChecked();
    expect(screen.getByLabelText('电话')).toHaveValue('+86 138 0013 8000');
    expect(screen.getByLabelText('电话')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: '确认' })).toBeInTheDocument();
  });

  it('saves the requests of step 3 with the " / " rule', async () => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking({ last_step: 2, ...known }));
    renderWidget(view(), { api, lang: 'zh' });
    await expectFocusOn('heading', { name: '第 3 步（共 4 步）：特殊要求' });
    expect(screen.getByRole('group', { name: '饮食限制' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '不吃猪肉' }));
    await user.click(screen.getByRole('checkbox', { name: '素食菜单' }));
    await user.type(screen.getByLabelText('其他饮食限制'), '不吃香菜');
    await user.click(within(screen.getByRole('group', { name: '特别场合' })).getByRole('checkbox', { name: '纪念日' }));
    await user.type(screen.getByLabelText('给餐厅的备注'), '靠窗');
    await user.click(screen.getByRole('button', { name: '前往支付' }));
    expect(api.updateBooking).toHaveBeenCalledWith({ code: 'AB12CD34', notes: '靠窗', food: 'No Pork, Vegetarian Menu / 不吃香菜', occasion: 'Anniversary / ', last_step: 3 });
    await expectFocusOn('heading', { name: '第 4 步（共 4 步）：确认与支付' });
    expect(screen.getByRole('progressbar', { name: '预订进度' })).toHaveAttribute('aria-valuenow', '4');
  });

  it('reviews a mainland booking: the details, the deposit in RMB, the local policy and the terms', async () => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking({ last_step: 3, ...known, email: 'tom@example.com', food: 'No Pork / ', occasion: 'Birthday / ' }));
    renderWidget(view(), { api, lang: 'zh' });
    await expectFocusOn('heading', { name: '第 4 步（共 4 步）：确认与支付' });
    const step = screen.getByRole('region', { name: '第 4 步（共 4 步）：确认与支付' });
    const row = (label: string) => within(step).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('预订编号')).toHaveTextContent('AB12CD34');
    expect(row('称呼')).toHaveTextContent('先生');
    expect(row('电话')).toHaveTextContent('+86 138 0013 8000');
    expect(row('特殊要求')).toHaveTextContent('—');
    expect(row('用餐日期')).toHaveTextContent('2026年6月10日 星期三');
    expect(row('时间')).toHaveTextContent('19:00');
    expect(row('人数')).toHaveTextContent('4');
    expect(row('应付订金')).toHaveTextContent('人民币 1,376.00 元');
    const policy = screen.getByRole('complementary', { name: '订金政策' });
    expect(policy).toHaveTextContent('订金用于保留座位，将在餐厅结账时从总额中扣除。');
    expect(policy).not.toHaveTextContent('PayPal');
    expect(screen.queryByRole('region', { name: '选择订金支付方式' })).not.toBeInTheDocument();

    const terms = screen.getByRole('checkbox', { name: '我已阅读并接受重要须知' });
    await user.click(terms);
    const dialog = screen.getByRole('dialog', { name: '重要须知' });
    expect(within(dialog).getByText('自带酒水：每桌限一瓶（不超过 750 毫升），开瓶费人民币 800 元。')).toBeInTheDocument();
    expect(within(dialog).getByText(/免费取消/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(terms).toHaveFocus();
    const payment = await screen.findByRole('region', { name: '选择订金支付方式' });
    expect(within(payment).getByText('演示模式：未配置支付服务，不会扣款。')).toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: 'PayPal 支付 — 演示支付（不会扣款）' }));
    expect(await screen.findByRole('heading', { name: /支付成功，预订成功/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '预订进度' })).toHaveAttribute('aria-valuenow', '5');
  });

  it('shows the policy for guests from other countries, in both languages', async () => {
    const booking = heldBooking({ last_step: 3, ...known, country: '44', phone: '7700900123' });
    renderWidget(view(), { api: bookingRestaurant(booking).api, lang: 'zh' });
    const zhPolicy = await screen.findByRole('complementary', { name: '订金政策' });
    expect(zhPolicy).toHaveTextContent('中国大陆以外的客人：每位 500 元订金用于保留座位，将从最终账单中扣除。PayPal 以美元收取。');
    expect(screen.getByText('+44 7700900123')).toBeInTheDocument();

    renderWidget(view(), { api: bookingRestaurant(booking).api });
    const enPolicy = await screen.findByRole('complementary', { name: 'Deposit policy' });
    expect(enPolicy).toHaveTextContent('For guests from outside mainland China: the deposit of RMB 500 per guest secures your seats and is deducted from your final bill.');
  });

  it('shows the local policy in English for country 86', async () => {
    renderWidget(view(), { api: bookingRestaurant(heldBooking({ last_step: 3, ...known })).api });
    const policy = await screen.findByRole('complementary', { name: 'Deposit policy' });
    expect(policy).toHaveTextContent('The deposit of RMB 500 per guest secures your seats and is deducted from your final bill at the restaurant.');
    expect(policy).not.toHaveTextContent('outside mainland China');
  });
});
