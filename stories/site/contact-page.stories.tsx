import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactPage } from '../../site/features/contact/contact-page.tsx';
import { refuse, waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { siteStage } from '../support/site-stage.tsx';

/** `/contact`: the street map, address, phone and e-mail, and the enquiry form. */
const meta = {
  title: 'Site/Contact page',
  component: ContactPage,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = siteStage({ path: '/contact' });

async function fillIn(canvasElement: HTMLElement, globals: Record<string, unknown>, email = 'guest@example.com', name = 'Anna Schmidt') {
  const { s } = storyText(globals);
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(s('contact.name')), name);
  await userEvent.type(canvas.getByLabelText(s('contact.your_email')), email);
  await userEvent.type(canvas.getByLabelText(s('contact.message')), 'Do you have a vegetarian menu?');
  await userEvent.click(canvas.getByRole('button', { name: s('contact.send') }));
}

export const Form: Story = { decorators: [contact] };

/** Only spaces in the name: the browser's own check passes, the form's trimmed check does not. */
export const MissingFields: Story = {
  decorators: [contact],
  play: async ({ canvasElement, globals }) => {
    const { s } = storyText(globals);
    await fillIn(canvasElement, globals, 'guest@example.com', '   ');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(s('contact.fill_all'));
  },
};

/** The server's field keys, translated (here: an e-mail address it does not accept). */
export const ServerErrors: Story = {
  decorators: [siteStage({ path: '/contact', calls: { contact: refuse(422, 'validation_failed', { email: 'email_format_error' }) } })],
  play: async ({ canvasElement, globals }) => {
    await fillIn(canvasElement, globals, 'guest@example');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).s('contact.errors.email_format_error'));
  },
};

export const RateLimited: Story = {
  decorators: [siteStage({ path: '/contact', calls: { contact: refuse(429, 'contact_rate_limited') } })],
  play: async ({ canvasElement, globals }) => {
    await fillIn(canvasElement, globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).s('contact.errors.contact_rate_limited'));
  },
};

export const Sending: Story = {
  decorators: [siteStage({ path: '/contact', calls: { contact: waitForever } })],
  play: async ({ canvasElement, globals }) => {
    await fillIn(canvasElement, globals);
    await expect(within(canvasElement).getByRole('button', { name: storyText(globals).s('contact.sending') })).toBeDisabled();
  },
};

export const Sent: Story = {
  decorators: [contact],
  play: async ({ canvasElement, globals }) => {
    await fillIn(canvasElement, globals);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(storyText(globals).s('contact.sent'));
  },
};

export const MapEnlarged: Story = {
  decorators: [contact],
  play: async ({ canvasElement, globals }) => {
    const { s } = storyText(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: s('contact.enlarge') }));
    await expect(within(canvasElement).getByRole('dialog', { name: s('contact.map') })).toBeInTheDocument();
  },
};
