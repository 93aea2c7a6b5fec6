import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookedForGuest } from '../../../api-client/contract/staff-actions.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { MoveFields, type MoveChoice } from '../booking/move-fields.tsx';
import { DepositChoice } from './deposit-choice.tsx';
import { GuestFields } from './guest-fields.tsx';
import { bookForGuestBody, noGuestYet, type NewGuest } from './new-guest.ts';

/**
 * A table for a guest who phoned or wrote (any role): when, who, and the deposit asked by a payment
 * link (the table is held until it is paid) or, by a manager or owner, waived with a reason.
 */
export function BookForGuest({ api, date, mayWaive, onBooked }: { api: StaffApi; date: string; mayWaive: boolean; onBooked(code: string): void }) {
  const { t, i18n } = useTranslation();
  const action = useBookingAction();
  const [when, setWhen] = useState<MoveChoice>({ date, time: '', party: '2', override: false, note: '' });
  const [guest, setGuest] = useState<NewGuest>(noGuestYet);
  const [done, setDone] = useState('');
  const set = (change: Partial<NewGuest>) => setGuest({ ...guest, ...change });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const booked = await action.run(() => api.send<BookedForGuest>('admin_book_for_guest', { body: bookForGuestBody(when, guest) }));
    if (!booked) return;
    const lang = i18n.language === 'zh' ? 'zh' : 'en';
    setDone(
      booked.status === 'pending'
        ? t('new_booking.booked_waived', { code: booked.code })
        : t('new_booking.booked_link', { code: booked.code, amount: formatMoney(booked.deposit_fen, 'CNY', lang) }),
    );
    onBooked(booked.code);
  };
  const id = 'book-for-guest';
  return (
    <section className="action-box" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('new_booking.heading')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <MoveFields api={api} name={id} value={when} onChange={setWhen} withOverride={false} />
        <GuestFields name={id} guest={guest} set={set} />
        <DepositChoice name={id} guest={guest} mayWaive={mayWaive} set={set} />
        <label className="stacked">
          {t('new_booking.notes')}
          <textarea rows={2} maxLength={1000} value={guest.notes} onChange={(event) => set({ notes: event.target.value })} />
        </label>
        <ErrorText error={action.error} />
        <button type="submit" className="primary" disabled={action.busy}>
          {t('new_booking.submit')}
        </button>
      </form>
      <p role="status" className="notice">
        {done}
      </p>
    </section>
  );
}
