import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingPage } from '../../site/features/landing/landing-page.tsx';
import { unreachable, waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { siteStage } from '../support/site-stage.tsx';

/**
 * `/`: the welcome in both languages and what the status call answered. Only a live status offers
 * the language buttons (and the navigation above).
 */
const meta = {
  title: 'Site/Landing page',
  component: LandingPage,
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  decorators: [siteStage()],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('button', { name: storyText(globals).s('landing.english') })).toBeInTheDocument();
  },
};

export const Closed: Story = { decorators: [siteStage({ restaurant: { status: 'closed' } })] };

export const Maintenance: Story = { decorators: [siteStage({ restaurant: { status: 'maintenance' } })] };

export const CheckingStatus: Story = { decorators: [siteStage({ calls: { getStatus: waitForever } })] };

/** The status call failed: a message and Try again. */
export const StatusUnknown: Story = {
  decorators: [siteStage({ calls: { getStatus: unreachable } })],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).s('landing.status_error'));
  },
};
