import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { renderWidget, expectFocusOn } from '../../test/render-widget.tsx';
import { bookingRestaurant, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

/** The review names the guest by the house rule and shows requests as read. */
const view = () => <BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} />;
const reviewed = (over: Partial<Booking>) => heldBooking({ last_step: 3, country: '86', phone: '13800138000', customer_id: 7, ...over });
const headings = { en: 'Step 4 of 4: Review & payment', zh: '第 4 步（共 4 步）：确认与支付' };

async function reviewRows(booking: Booking, lang: 'en' | 'zh') {
  renderWidget(view(), { api: bookingRestaurant(booking).api, lang });
  await expectFocusOn('heading', { name: headings[lang] });
  const step = screen.getByRole('region', { name: headings[lang] });
  return (label: string) => within(step).getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('the review: names and requests as the guest reads them', () => {
  it('Chinese: food and occasion in Chinese, no dangling " /", a Chinese name family name first', async () => {
    const row = await reviewRows(
      reviewed({ customer: { id: 7, gender: 'F', first_name: '伟', last_name: '李' }, food: 'No Pork, Gluten Free / ', occasion: 'Birthday / 带蛋糕' }),
      'zh',
    );
    expect(row('姓名')).toHaveTextContent(/^李伟$/);
    expect(row('饮食限制')).toHaveTextContent(/^不吃猪肉、无麸质$/);
    expect(row('场合')).toHaveTextContent(/^生日 \/ 带蛋糕$/);
  });

  it('English: a Latin name given name first, the items in English, no trailing separator', async () => {
    const row = await reviewRows(reviewed({ customer: { id: 7, gender: 'M', first_name: 'James', last_name: "O'Brien" }, food: 'No Beef / ', occasion: 'Anniversary / ' }), 'en');
    expect(row('Name')).toHaveTextContent(/^James O'Brien$/);
    expect(row('Food restrictions')).toHaveTextContent(/^No beef$/);
    expect(row('Occasion')).toHaveTextContent(/^Anniversary$/);
  });
});
