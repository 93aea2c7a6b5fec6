import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { busyEvening } from '../../../stories/console/console-fixtures.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { PartyMarks } from './party-marks.tsx';

const expected = busyEvening.seatings[0]!.parties[0]!;
const WORDS = {
  en: { undo: 'Back to expected: Mei Wang', arrived: 'Arrived: Mei Wang' },
  zh: { undo: '改回待到店：Mei Wang', arrived: '已到店：Mei Wang' },
} as const;

describe.each(['en', 'zh'] as const)('a party’s marks in %s', (lang) => {
  const w = WORDS[lang];
  const shown = (party: typeof expected, onMark = vi.fn(async () => undefined)) => {
    render(
      <I18nextProvider i18n={createConsoleI18n(lang)}>
        <PartyMarks party={party} name="Mei Wang" onMark={onMark} />
      </I18nextProvider>,
    );
    return { marks: screen.getByRole('group'), onMark };
  };

  it('offers a host the undo of a mis-tapped arrival, and sends it', async () => {
    const { marks, onMark } = shown({ ...expected, arrived: true });
    expect(within(marks).queryByRole('button', { name: w.arrived })).toBeNull();
    await userEvent.click(within(marks).getByRole('button', { name: w.undo }));
    expect(onMark).toHaveBeenCalledWith('expected');
  });

  it('offers no undo to a party still expected', () => {
    const { marks } = shown(expected);
    expect(within(marks).getByRole('button', { name: w.arrived })).toBeTruthy();
    expect(within(marks).queryByRole('button', { name: w.undo })).toBeNull();
  });
});
