import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookList } from '../../console/features/book/book-list.tsx';
import { dayOfBook } from './console-fixtures.ts';
import { consoleStage } from './console-stage.tsx';

/** The book's list of a day: one row per booking, opening to its allergies, occasion and notes. */
const meta = {
  title: 'Console/Book',
  component: BookList,
  decorators: [consoleStage],
  args: { entries: dayOfBook },
} satisfies Meta<typeof BookList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {};

export const OneOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('button')[0]!;
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Shellfish allergy, no pork')).toBeInTheDocument();
  },
};

export const NothingFound: Story = { args: { entries: [] } };
