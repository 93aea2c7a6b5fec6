import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from '../../site/features/home/home-page.tsx';
import { siteStage } from '../support/site-stage.tsx';

/** `/home`: the welcome, the three ways on (book, My bookings, find us) and the hours. */
const meta = {
  title: 'Site/Home page',
  component: HomePage,
  decorators: [siteStage({ path: '/home' })],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
