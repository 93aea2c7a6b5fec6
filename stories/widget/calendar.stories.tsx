import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar } from '../../widget/features/calendar/calendar.tsx';
import { waitForever } from '../fixtures/fake-api.ts';
import { FIXTURE_TODAY } from '../fixtures/restaurant.ts';
import { storyText } from '../support/story-text.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * One month of the restaurant's calendar. Today is Wednesday 3 June 2026; Sundays and Mondays are
 * closed; 5, 12 and 20 June are full; bookings open 60 days ahead (until 2 August).
 */
const meta = {
  title: 'Widget/Calendar',
  component: Calendar,
  args: { today: FIXTURE_TODAY, time: '10:00', selected: null, onSelect: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, date: string) => {
  const button = canvasElement.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date} on screen`);
  return button;
};

/** Full and closed days are not known yet: a spinner, and no future day can be picked. */
export const Loading: Story = {
  decorators: [widgetStage({ calls: { checkFull: waitForever } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The current month: past days, today, full and closed days; no previous-month arrow. */
export const FirstNavigableMonth: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await waitFor(() => expect(day(canvasElement, '2026-06-05')).toHaveAccessibleName(expect.stringContaining(w('calendar.state.full'))));
    await expect(day(canvasElement, '2026-06-07')).toHaveAttribute('aria-disabled', 'true');
    await expect(day(canvasElement, FIXTURE_TODAY)).toHaveAttribute('aria-current', 'date');
    await expect(within(canvasElement).queryByRole('button', { name: w('calendar.previousMonth') })).not.toBeInTheDocument();
  },
};

/** The picked day carries a check mark. */
export const SelectedDay: Story = {
  decorators: [widgetStage()],
  args: { selected: '2026-06-10' },
};

/** The guest picks a day: onSelect receives it (the booking page then opens the slot pane). */
export const PickingADay: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(day(canvasElement, '2026-06-10')).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(day(canvasElement, '2026-06-10'));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-06-10');
  },
};

/** August, the last month within the 60-day horizon: no next-month arrow, days after 2 August not bookable yet. */
export const LastNavigableMonth: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: w('calendar.nextMonth') }));
    await userEvent.click(canvas.getByRole('button', { name: w('calendar.nextMonth') }));
    await expect(canvas.queryByRole('button', { name: w('calendar.nextMonth') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: w('calendar.previousMonth') })).toBeInTheDocument();
    await waitFor(() => expect(day(canvasElement, '2026-08-05')).toHaveAccessibleName(expect.stringContaining(w('calendar.state.beyond'))));
  },
};
