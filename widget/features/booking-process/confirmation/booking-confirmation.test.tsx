import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, stubApi, testCard } from '../../../test/render-widget.tsx';
import { heldBooking } from '../../../test/booking-fixture.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';

const paid = heldBooking({
  status_id: 1,
  status: { name: 'pending' },
  email: 'mei@example.com',
  customer: { id: 7, first_name: 'Mei', last_name: 'Wang', gender: 'F' },
});

describe('the confirmation after the deposit is paid', () => {
  it('gives the code, the summary, the calendar, the next steps and the way to reach the restaurant (en)', async () => {
    renderWidget(<BookingConfirmation booking={paid} />, { api: stubApi({}) });
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    // One identifier, the booking code the e-mail, the SMS and My bookings give.
    expect(within(summary).getByText('Booking code').nextElementSibling).toHaveTextContent(/^AB12CD34$/);
    expect(within(summary).queryByText('Your reference')).not.toBeInTheDocument();
    expect(within(summary).getByText('19:00')).toBeInTheDocument();
    expect(within(summary).getByText('Mei Wang')).toBeInTheDocument();
    // A time and an amount are never broken across lines, a date only between words; the party is counted in guests.
    for (const value of ['19:00', 'RMB 1,376.00']) expect(within(summary).getByText(value)).toHaveClass('tb-one-line');
    expect(within(summary).getByText('Wednesday 10 June 2026')).toHaveClass('tb-words');
    expect(within(summary).getByText('Guests')).toBeInTheDocument();

    const calendar = screen.getByRole('region', { name: 'Add to your calendar' });
    const ics = within(calendar).getByRole('link', { name: /Download \.ics/ });
    expect(ics).toHaveAttribute('download', 'booking-AB12CD34.ics');
    const file = decodeURIComponent(ics.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    // 19:00 on 10 June in Shanghai is 11:00 UTC.
    expect(file).toContain('DTSTART:20260610T110000Z');
    expect(file).toContain('LOCATION:88 Fuxing Road West');
    expect(within(calendar).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain('dates=20260610T110000Z%2F20260610T133000Z');

    expect(within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole('listitem')).toHaveLength(4);
    const reach = screen.getByRole('region', { name: 'How to reach us' });
    expect(within(reach).getByRole('link', { name: '+86 21 5555 0100' })).toHaveAttribute('href', 'tel:+862155550100');
    expect(within(reach).getByText('88 Fuxing Road West')).toBeInTheDocument();
  });

  it('speaks Chinese, with the Chinese address in the calendar file', async () => {
    renderWidget(<BookingConfirmation booking={paid} />, { api: stubApi({}), lang: 'zh' });
    const calendar = await screen.findByRole('region', { name: '添加到日历' });
    const file = decodeURIComponent(within(calendar).getByRole('link', { name: /下载 \.ics/ }).getAttribute('href')!);
    expect(file).toContain('SUMMARY:上海吧台晚餐');
    expect(file).toContain('LOCATION:复兴西路88号');
    expect(screen.getByRole('region', { name: '联系我们' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '接下来' })).toBeInTheDocument();
    expect(screen.getByText('预订编号').nextElementSibling).toHaveTextContent(/^AB12CD34$/);
    expect(screen.queryByText('预订参考号')).not.toBeInTheDocument();
  });

  it("asks to hear of allergies as many hours ahead as the restaurant's setting says, in both languages", async () => {
    const card = testCard();
    const known = { restaurant: { ...card, hours: { ...card.hours, allergy_notice_hours: 72 } } };
    const { unmount } = renderWidget(<BookingConfirmation booking={paid} />, { api: stubApi({}), known });
    expect(await screen.findByText('Tell us about allergies at least 72 hours ahead.')).toBeInTheDocument();
    unmount();
    renderWidget(<BookingConfirmation booking={paid} />, { api: stubApi({}), known, lang: 'zh' });
    expect(await screen.findByText('如有过敏，请至少提前72小时告知我们。')).toBeInTheDocument();
  });
});
