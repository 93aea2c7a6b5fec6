import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqPage } from '../../site/features/faq/faq-page.tsx';
import { FAQ } from '../fixtures/restaurant.ts';
import { unreachable, waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { siteStage } from '../support/site-stage.tsx';

/** `/faq`: the banner and the questions as an accordion, in the chosen language. */
const meta = {
  title: 'Site/FAQ page',
  component: FaqPage,
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (globals: Record<string, unknown>, index: number) => {
  const item = FAQ[index]!;
  return globals.locale === 'zh' ? item.question_zh : item.question_en;
};

export const Questions: Story = { decorators: [siteStage({ path: '/faq' })] };

export const AnswerOpen: Story = {
  decorators: [siteStage({ path: '/faq' })],
  play: async ({ canvasElement, globals }) => {
    const button = await within(canvasElement).findByRole('button', { name: question(globals, 1) });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = { decorators: [siteStage({ path: '/faq', calls: { fetchFaq: waitForever } })] };

export const LoadError: Story = {
  decorators: [siteStage({ path: '/faq', calls: { fetchFaq: unreachable } })],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).s('faq.error'));
  },
};

export const NoQuestions: Story = { decorators: [siteStage({ path: '/faq', restaurant: { faq: [] } })] };
