import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavBar } from '../../site/shared/layout/nav-bar.tsx';
import { storyText } from '../support/story-text.ts';
import { siteStage } from '../support/site-stage.tsx';

/**
 * The bar at the top of every page while reservations are live. From 768 px the links show in the
 * bar; below, a menu button opens the full-screen menu (CSS decides which one shows).
 */
const meta = {
  title: 'Site/Navigation',
  component: NavBar,
  decorators: [
    (Story) => (
      <header className="header">
        <Story />
      </header>
    ),
    siteStage({ path: '/home', layout: false }),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

export const Desktop: Story = { globals: desktop };

export const DesktopBookingMenu: Story = {
  globals: desktop,
  play: async ({ canvasElement, globals }) => {
    const { s } = storyText(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(s('nav.booking')) }));
    await expect(within(canvasElement).getByRole('link', { name: s('nav.new_booking') })).toBeVisible();
  },
};

export const Mobile: Story = { globals: phone };

export const MobileMenuOpen: Story = {
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const { s } = storyText(globals);
    // Storybook narrows the frame to the phone viewport just after the first render.
    await userEvent.click(await within(canvasElement).findByRole('button', { name: s('nav.open_menu') }));
    await expect(within(canvasElement).getByRole('dialog', { name: s('nav.menu') })).toBeInTheDocument();
  },
};
