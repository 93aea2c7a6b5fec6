import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { meiBooking } from '../../../stories/console/console-fixtures.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { BookingFacts } from './booking-facts.tsx';

describe.each([
  ['en', 'Allergies & diet', 'No Pork / Severe shellfish allergy', 'Occasion', 'Birthday', 'Notes'],
  ['zh', '过敏与饮食', '不吃猪肉 / Severe shellfish allergy', '场合', '生日', '备注'],
] as const)('a booking opened from the book, in %s', (lang, allergies, food, occasion, birthday, notes) => {
  it('shows the guest’s allergies, occasion and notes, the choices in the console’s language', () => {
    render(<I18nextProvider i18n={createConsoleI18n(lang)}><BookingFacts booking={meiBooking} /></I18nextProvider>);
    const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(valueOf(allergies)).toHaveTextContent(food);
    expect(valueOf(occasion)).toHaveTextContent(birthday);
    expect(valueOf(notes)).toHaveTextContent('Window side if possible');
  });
});
