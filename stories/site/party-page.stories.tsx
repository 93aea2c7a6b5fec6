import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PartyPage } from '../../site/features/party/party-page.tsx';
import { refuse } from '../fixtures/fake-api.ts';
import { PARTY_TOKEN, partyView } from '../fixtures/party.ts';
import { storyText } from '../support/story-text.ts';
import { siteStage } from '../support/site-stage.tsx';

/** `/party/TOKEN`: each diner writes their own needs; the one who booked sees everyone's (docs/party.md). */
const meta = {
  title: 'Site/Party page',
  component: PartyPage,
} satisfies Meta<typeof PartyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = `/party/${PARTY_TOKEN}`;

/** A diner opens the link for the first time and writes in, with a dangerous allergy. */
export const NewDiner: Story = {
  decorators: [siteStage({ path })],
  play: async ({ canvasElement, globals }) => {
    const { s } = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(s('party.name')), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: s('party.add_allergy') }));
    await userEvent.type(canvas.getByLabelText(s('party.allergy_what')), 'Shellfish');
    await userEvent.click(canvas.getByRole('button', { name: s('party.save') }));
    await expect(await canvas.findByText(s('party.saved'))).toBeVisible();
  },
};

/** The one who booked: every diner's entry, the dangerous allergy marked, each to edit or remove. */
export const Booker: Story = {
  decorators: [siteStage({ path, calls: { partyView: async () => partyView({ booker: true, mine: true }) } })],
  play: async ({ canvasElement, globals }) => {
    const { s } = storyText(globals);
    await expect(await within(canvasElement).findByRole('heading', { name: s('party.everyone') })).toBeVisible();
  },
};

/** Past the allergy deadline the page says so and takes nothing. */
export const Closed: Story = {
  decorators: [siteStage({ path, calls: { partyView: refuse(410, 'party_closed') } })],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).s('party.errors.party_closed'));
  },
};

/** Everyone has written in: a new phone is told the party is full. */
export const Full: Story = {
  decorators: [siteStage({ path, calls: { partySave: refuse(409, 'party_full') } })],
  play: async ({ canvasElement, globals }) => {
    const { s } = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: s('party.save') }));
    await expect(await canvas.findByText(s('party.errors.party_full'))).toBeVisible();
  },
};
