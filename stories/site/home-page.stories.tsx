import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from '../../site/features/home/home-page.tsx';
import { siteStage } from '../support/site-stage.tsx';

/** `/home`: welcome, help text and the three ways on (book, check a booking, find us). */
const meta = {
  title: 'Site/Home page',
  component: HomePage,
  decorators: [siteStage({ path: '/home' })],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
