import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addDays, restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import type { RouteName } from '../../api-client/contract/endpoints.ts';
import { StaffApiError, type StaffCallInput } from '../../console/app/staff-api.ts';
import { BookScreen } from '../../console/features/book/book-screen.tsx';
import { BookingDetail } from '../../console/features/booking/booking-detail.tsx';
import { GuestsScreen } from '../../console/features/guests/guests-screen.tsx';
import { TonightScreen } from '../../console/features/tonight/tonight-screen.tsx';
import { busyEvening, dayOfBook, meiBooking, memberAs, seatingsOverview } from './console-fixtures.ts';
import { consoleStage, withAskedData } from './console-stage.tsx';
import { failed, loading, saysLoading, saysUnreachable, storyApi, type ScreenArgs } from './story-api.ts';

/**
 * The screens every role opens (Tonight, the Book, a booking, Guests) as they read the server:
 * answered, empty, still loading, and unable to reach it.
 */
const meta = {
  title: 'Console/Screens for the floor',
  decorators: [withAskedData, consoleStage],
  args: { api: storyApi({}), me: memberAs('host') },
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<ScreenArgs>;

export const Tonight: Story = {
  args: { api: storyApi({ '/api/staff/tonight': busyEvening }) },
  render: (args: ScreenArgs) => <TonightScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Shellfish allergy, no pork')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /Mei Wang|王美/ }).length).toBeGreaterThanOrEqual(3);
  },
};
export const TonightLoading: Story = { ...loading, render: (args: ScreenArgs) => <TonightScreen {...args} />, play: saysLoading };
export const TonightUnreachable: Story = { ...failed, render: (args: ScreenArgs) => <TonightScreen {...args} />, play: saysUnreachable };

/** The book of a day, one booking opened in place with what a manager may do to it. */
export const BookDay: Story = {
  args: {
    me: memberAs('manager'),
    api: storyApi({ '/api/admin/bookings': dayOfBook, [`/api/admin/booking/${meiBooking.code}`]: meiBooking, '/api/admin/seatings': seatingsOverview }),
  },
  render: (args: ScreenArgs) => <BookScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(meiBooking.code) }));
    await expect(await canvas.findByText('mei@example.cn', { exact: false })).toBeInTheDocument();
  },
};
/** Bookings on this day and two days on: a week shows both; a search finds by name, phone (as typed) or e-mail. */
export const BookWeekSearched: Story = {
  args: {
    me: memberAs('manager'),
    api: {
      ...storyApi({}),
      get: <T,>(name: RouteName, input?: StaffCallInput) => {
        if (name !== 'admin_bookings') return Promise.reject(new StaffApiError(404, 'not_found', `no ${name} in this story`));
        const query = input?.query;
        const today = restaurantToday(new Date());
        const found = query?.date === today ? [dayOfBook[0]] : query?.date === addDays(today, 2) ? [dayOfBook[1]] : [];
        return Promise.resolve(structuredClone(found) as T);
      },
    },
  },
  render: (args: ScreenArgs) => <BookScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [mei, james] = [dayOfBook[0]!.code, dayOfBook[1]!.code];
    const shown = () => [mei, james].filter((code) => canvas.queryByText(code));
    await canvas.findByText(mei);
    await expect(shown()).toEqual([mei]);
    await userEvent.click(canvas.getByRole('radio', { name: /^(Week|周)$/ }));
    await canvas.findByText(james);
    await expect(shown()).toEqual([mei, james]);
    const search = canvas.getByRole('searchbox');
    for (const [typed, found] of [['li', [james]], ['138 0013', [mei]], ['james@example', [james]], ['wang mei', [mei]], [mei.toLowerCase(), [mei]]] as const) {
      await userEvent.clear(search);
      await userEvent.type(search, typed);
      await expect(shown()).toEqual(found);
    }
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody@nowhere');
    await expect(canvas.getByText(/No bookings match|没有符合的预订/)).toBeInTheDocument();
  },
};
export const BookEmptyDay: Story = {
  args: { api: storyApi({ '/api/admin/bookings': [] }) },
  render: (args: ScreenArgs) => <BookScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No bookings match|没有符合的预订/)).toBeInTheDocument();
  },
};
export const BookLoading: Story = { ...loading, render: (args: ScreenArgs) => <BookScreen {...args} />, play: saysLoading };
export const BookUnreachable: Story = { ...failed, render: (args: ScreenArgs) => <BookScreen {...args} />, play: saysUnreachable };

/** A booking looked up by a code that is no booking's: said in the console's language. */
export const BookingNotFound: Story = {
  args: { api: storyApi({ '/api/admin/booking/ZZZZZZZZZZZZZZZZ': new StaffApiError(404, 'booking_not_found', 'No booking ZZZZZZZZZZZZZZZZ') }) },
  render: (args: ScreenArgs) => <BookingDetail {...args} code="ZZZZZZZZZZZZZZZZ" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/no booking with this code|没有此预订码/);
  },
};
export const BookingLoading: Story = { ...loading, render: (args: ScreenArgs) => <BookingDetail {...args} code={meiBooking.code} />, play: saysLoading };

export const GuestsNoneFound: Story = {
  args: { api: storyApi({ '/api/staff/guests': [] }) },
  render: (args: ScreenArgs) => <GuestsScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No guests found|没有找到客人/)).toBeInTheDocument();
  },
};
export const GuestsLoading: Story = { ...loading, render: (args: ScreenArgs) => <GuestsScreen {...args} />, play: saysLoading };
export const GuestsUnreachable: Story = { ...failed, render: (args: ScreenArgs) => <GuestsScreen {...args} />, play: saysUnreachable };
