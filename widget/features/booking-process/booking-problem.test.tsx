import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { BookingProblem } from './booking-problem.tsx';

/** "held for 1 minutes"; the expiry states the hold in the language's own plural. */
describe('the expiry message', () => {
  it.each([
    ['en', 1, 'Your seats were held for 1 minute and that time has passed. Please book again.'],
    ['en', 45, 'Your seats were held for 45 minutes and that time has passed. Please book again.'],
    ['zh', 1, '座位保留 1 分钟，现已超时。请重新预订。'],
    ['zh', 45, '座位保留 45 分钟，现已超时。请重新预订。'],
  ] as const)('in %s for a %i-minute hold', (lang, minutes, message) => {
    renderWidget(<BookingProblem kind="expired" minutes={minutes} onBookAgain={vi.fn()} />, { api: stubApi({}), lang });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/1 minutes/);
  });
});
