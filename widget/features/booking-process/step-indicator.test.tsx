import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { StepIndicator } from './step-indicator.tsx';

const titles = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the step indicator', () => {
  it('ticks the steps done and marks the current one', () => {
    renderWidget(<StepIndicator step={3} completed={false} />, { api: stubApi({}) });
    expect(titles().map((item) => item.textContent)).toEqual(['✓ Verification (done)', '✓ Your details (done)', '3 Requests', '4 Review & payment']);
    expect(titles()[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  });

  it.each([
    ['en', 'Booking complete', '✓ Review & payment (done)'],
    ['zh', '预订完成', '✓ 确认与支付（已完成）'],
  ] as const)('once paid, shows every step done, none current, and the bar full and complete (%s)', (lang, complete, last) => {
    renderWidget(<StepIndicator step={4} completed />, { api: stubApi({}), lang });
    expect(titles()).toHaveLength(4);
    for (const item of titles()) {
      expect(item).not.toHaveAttribute('aria-current');
      expect(item.textContent).toMatch(/^✓ /);
    }
    expect(titles()[3]).toHaveTextContent(last);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuetext', complete);
  });
});
