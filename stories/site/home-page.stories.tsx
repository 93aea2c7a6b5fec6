import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from '../../site/features/home/home-page.tsx';
import { PHOTOS } from '../fixtures/photos.ts';
import { RESTAURANT } from '../fixtures/restaurant.ts';
import { siteStage } from '../support/site-stage.tsx';
import { storyLang } from '../support/with-language.tsx';

/** `/home`: the welcome, the three ways on (book, My bookings, find us), the hours, the menu and the chef. */
const meta = {
  title: 'Site/Home page',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photographs yet: toned placeholders, hidden from screen readers. */
export const Home: Story = {
  decorators: [siteStage({ path: '/home' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(canvasElement.querySelectorAll('img.photo')).toHaveLength(0);
  },
};

/** The restaurant's photographs: the counter beside the welcome, a dish on the menu, the chef on his card. */
export const WithPhotographs: Story = {
  decorators: [siteStage({ path: '/home', calls: { restaurant: async () => ({ ...RESTAURANT, photos: PHOTOS }) } })],
  play: async ({ canvasElement, globals }) => {
    const zh = storyLang(globals) === 'zh';
    await expect(await within(canvasElement).findByRole('img', { name: zh ? '开餐前的胡桃木吧台' : 'The walnut counter before service' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('img', { name: zh ? '陈醋大闸蟹' : 'Hairy crab with aged vinegar' })).toHaveAttribute('loading', 'lazy');
  },
};
