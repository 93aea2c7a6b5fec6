import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemedBooking } from '../support/themed-booking.tsx';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * The `--tb-*` custom properties a host page sets on `<table-booking>` (they cross the shadow
 * root). Change them in Controls to try a palette; keep text contrast at WCAG AA (4.5:1).
 */
const colour = { control: 'color' } as const;

const meta = {
  title: 'Widget/Theming',
  component: ThemedBooking,
  decorators: [widgetStage()],
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    bg: colour,
    surface: colour,
    text: colour,
    muted: colour,
    accent: colour,
    accentText: colour,
    border: colour,
    success: colour,
    danger: colour,
    focus: colour,
  },
} satisfies Meta<typeof ThemedBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's own light defaults. */
export const Default: Story = {};

/** What `theme="dark"` (or `theme="auto"` in dark mode) sets: widget.css's own dark palette. */
export const Dark: Story = { args: { theme: 'dark' } };

/** A host page with its own brand: a deep green, square corners, a serif face. */
export const HostBrand: Story = {
  args: { accent: '#1d5c47', accentText: '#ffffff', radius: '0', font: "Georgia, 'Songti SC', serif", surface: '#eef3f0' },
};
