import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from '../../site/features/privacy/privacy-page.tsx';
import { siteStage } from '../support/site-stage.tsx';

/** `/privacy`: twelve numbered sections; each language's text is its own download. */
const meta = {
  title: 'Site/Privacy page',
  component: PrivacyPage,
  decorators: [siteStage({ path: '/privacy' })],
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Policy: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('heading', { level: 2 })).toHaveLength(12);
  },
};
