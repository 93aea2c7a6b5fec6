import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageLoadError } from '../../site/shared/layout/page-load-error.tsx';
import { siteStage } from '../support/site-stage.tsx';

/**
 * In place of a page whose code or strings could not be fetched (a phone that lost its connection,
 * a page left open across a deploy): says so and offers to try again, which reloads the page.
 */
const meta = {
  title: 'Site/Page that could not load',
  component: PageLoadError,
  decorators: [siteStage({ path: '/my_bookings' })],
  args: { reload: fn() },
} satisfies Meta<typeof PageLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CouldNotLoad: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.click(alert.getByRole('button'));
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};
