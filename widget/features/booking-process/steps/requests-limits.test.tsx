import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api-client/api-error.ts';
import { REQUEST_TEXT_MAX } from '../../../../api-client/contract/request-limits.ts';
import { renderWidget, stubApi } from '../../../test/render-widget.tsx';
import { RequestsStep } from './requests-step.tsx';

const empty = { notes: '', food: '', occasion: '' };
const words = {
  en: { notes: 'Notes for the restaurant', count: (used: string) => `${used} of 1,000 characters`, over: 'At most 1,000 characters: please shorten it by 2,600.', refused: 'The restaurant could not keep this: at most 1,000 characters.', proceed: 'Proceed to payment' },
  zh: { notes: '给餐厅的备注', count: (used: string) => `已输入 ${used} 字，上限 1,000 字`, over: '最多 1,000 字，请删减 2,600 字。', refused: '内容过长，餐厅无法保存：最多 1,000 字。', proceed: '前往支付' },
} as const;

describe.each(['en', 'zh'] as const)('step 3’s limits in %s', (lang) => {
  const w = words[lang];

  it('counts the notes against the contract’s limit and refuses a longer text at the field, sending nothing', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWidget(<RequestsStep saved={empty} onSave={onSave} />, { api: stubApi({}), lang });
    const notes = screen.getByLabelText(w.notes);
    expect(REQUEST_TEXT_MAX.notes).toBe(1000);
    expect(notes).toHaveAccessibleDescription(w.count('0'));
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(3600));
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription(`${w.count('3,600')} ${w.over}`);
    await userEvent.click(screen.getByRole('button', { name: w.proceed }));
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(notes).toHaveFocus());
    // Nothing typed is lost: the guest shortens it.
    expect((notes as HTMLTextAreaElement).value).toHaveLength(3600);
  });

  it('shows the server’s refusal at the field, saying the limit', async () => {
    const refusal = new ApiError(422, 'The notes are too long.', 'notes_too_long', { notes: 'notes_too_long' });
    const onSave = vi.fn(async () => Promise.reject(refusal));
    renderWidget(<RequestsStep saved={{ ...empty, notes: 'Shellfish allergy' }} onSave={onSave} />, { api: stubApi({}), lang });
    await userEvent.click(screen.getByRole('button', { name: w.proceed }));
    const notes = screen.getByLabelText(w.notes);
    await waitFor(() => expect(notes).toHaveFocus());
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription(`${w.count('17')} ${w.refused}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
