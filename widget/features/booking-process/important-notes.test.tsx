import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, stubApi, TEST_BOOKING_RULES, testCard } from '../../test/render-widget.tsx';
import { ImportantNotes } from './important-notes.tsx';

const notes = () => screen.getByRole('region', { name: /Important notes|重要须知/ });

/** The notes state the restaurant's own numbers, from its card. */
describe('the important notes', () => {
  it.each([
    ['en', 'Your seats are held for 45 minutes while you complete the booking.'],
    ['zh', '完成预订期间，座位为您保留 45 分钟。'],
  ] as const)('follow a hold setting of 45 minutes (%s)', (lang, hold) => {
    renderWidget(<ImportantNotes />, { api: stubApi({}), lang, bookingRules: { ...TEST_BOOKING_RULES, hold_minutes: 45 } });
    expect(notes()).toHaveTextContent(hold);
    expect(notes()).not.toHaveTextContent(/30/);
  });

  it.each([
    ['en', 'We are open Wednesday to Sunday. Dinner starts between 17:30 and 21:00; please allow about 2 hours.'],
    ['zh', '营业时间为周三至周日。晚餐于 17:30 至 21:00 之间开始，用餐时间约两小时。'],
  ] as const)('state the open days, seating times and dinner length the restaurant has set (%s)', async (lang, dining) => {
    const card = { ...testCard(), hours: { open_weekdays: [0, 3, 4, 5, 6], seating_times: ['17:30', '19:00', '21:00'], dining_minutes: 120, allergy_notice_hours: 48 } };
    renderWidget(<ImportantNotes />, { api: stubApi({ restaurant: async () => card }), lang, bookingRules: null });
    expect(await screen.findByText(dining)).toBeInTheDocument();
    expect(notes()).not.toHaveTextContent(/Tuesday|周二|6 p\.m\./);
  });

  it.each([
    ['en', 'The private room is for parties of 8 or more, booked at least 10 working days ahead.'],
    ['zh', '包间需 8 位或以上，并至少提前 10 个工作日预订。'],
  ] as const)('state the private room’s terms as the card writes them, and none without a room (%s)', async (lang, terms) => {
    const base = testCard();
    const card = { ...base, private_room: { min_party: 8, notice_working_days: 10 }, texts: { ...base.texts, [lang]: { ...base.texts[lang], private_room: terms } } };
    const { unmount } = renderWidget(<ImportantNotes />, { api: stubApi({ restaurant: async () => card }), lang, bookingRules: null });
    expect(await screen.findByText(terms)).toBeInTheDocument();
    unmount();
    renderWidget(<ImportantNotes />, { api: stubApi({ restaurant: async () => ({ ...card, private_room: null }) }), lang, bookingRules: null });
    await screen.findByText(lang === 'en' ? /We are open/ : /营业时间/);
    expect(notes()).not.toHaveTextContent(/private room|包间/);
  });

  it.each([
    ['en', 'No perfume, please.'],
    ['zh', '请勿使用香水。'],
  ] as const)('list the restaurant’s own notes, one a line, in the guest’s language (%s)', async (lang, note) => {
    const base = testCard();
    const card = { ...base, texts: { ...base.texts, [lang]: { notes: `Free cancellation 2 days ahead.\n\n${note}` } } };
    renderWidget(<ImportantNotes />, { api: stubApi({ restaurant: async () => card }), lang, bookingRules: null });
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByText('Free cancellation 2 days ahead.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(notes()).not.toHaveTextContent(/allergies|过敏|private room|包间/);
  });

  it('still show the rules’ notes when a server of the release before answers a card without texts', async () => {
    const { texts: _texts, closures: _closures, ...older } = testCard();
    renderWidget(<ImportantNotes />, { api: stubApi({ restaurant: async () => older as ReturnType<typeof testCard> }), bookingRules: null });
    expect(await screen.findByText(/We are open Tuesday to Saturday/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('say nothing of a hold once the seats are booked', () => {
    renderWidget(<ImportantNotes held={false} />, { api: stubApi({}) });
    expect(notes()).not.toHaveTextContent(/held for/);
    expect(notes()).toHaveTextContent('We are open Tuesday to Saturday.');
  });
});
