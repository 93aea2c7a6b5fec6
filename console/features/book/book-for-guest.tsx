import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookedForGuest } from '../../../api-client/contract/staff-actions.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { MoveFields, type MoveChoice } from '../booking/move-fields.tsx';

interface Guest {
  first: string;
  last: string;
  country: string;
  phone: string;
  email: string;
  lang: 'en' | 'zh';
  deposit: 'link' | 'waive';
  reason: string;
  notes: string;
}

const blank = (text: string) => text.trim() || undefined;

/**
 * A table for a guest who phoned or wrote: when, who, and the deposit asked by a payment link
 * (the table is held until it is paid) or waived with a reason. The guest is told either way.
 */
export function BookForGuest({ api, date, onBooked }: { api: StaffApi; date: string; onBooked(code: string): void }) {
  const { t, i18n } = useTranslation();
  const action = useBookingAction();
  const [when, setWhen] = useState<MoveChoice>({ date, time: '', party: '2', override: false, note: '' });
  const [guest, setGuest] = useState<Guest>({ first: '', last: '', country: '86', phone: '', email: '', lang: 'zh', deposit: 'link', reason: '', notes: '' });
  const [done, setDone] = useState('');
  const set = (change: Partial<Guest>) => setGuest({ ...guest, ...change });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const booked = await action.run(() =>
      api.send<BookedForGuest>('admin_book_for_guest', {
        body: {
          date: when.date,
          time: when.time,
          party: when.party,
          first_name: guest.first,
          last_name: guest.last,
          country: guest.country.trim() || '86',
          phone: blank(guest.phone),
          email: blank(guest.email),
          lang: guest.lang,
          waive_deposit: guest.deposit === 'waive' ? guest.reason : undefined,
          notes: blank(guest.notes),
          note: blank(when.note),
        },
      }),
    );
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
        <div className="field-grid">
          <label>
            {t('new_booking.first_name')}
            <input required maxLength={100} value={guest.first} onChange={(event) => set({ first: event.target.value })} />
          </label>
          <label>
            {t('new_booking.last_name')}
            <input required maxLength={100} value={guest.last} onChange={(event) => set({ last: event.target.value })} />
          </label>
          <label>
            {t('new_booking.country')}
            <input inputMode="numeric" size={4} maxLength={4} value={guest.country} onChange={(event) => set({ country: event.target.value })} />
          </label>
          <label>
            {t('new_booking.phone')}
            <input type="tel" inputMode="tel" maxLength={20} value={guest.phone} onChange={(event) => set({ phone: event.target.value })} />
          </label>
          <label>
            {t('new_booking.email')}
            <input type="email" maxLength={254} value={guest.email} onChange={(event) => set({ email: event.target.value })} />
          </label>
          <div className="field">
            <label htmlFor={`${id}-lang`}>{t('new_booking.lang')}</label>
            <select id={`${id}-lang`} value={guest.lang} onChange={(event) => set({ lang: event.target.value as 'en' | 'zh' })}>
              <option value="zh">中文</option>
              <option value="en">English</option>
            </select>
          </div>
        </div>
        <fieldset className="choice-group">
          <legend>{t('new_booking.deposit')}</legend>
          {(['link', 'waive'] as const).map((kind) => (
            <label key={kind}>
              <input type="radio" name={`${id}-deposit`} value={kind} checked={guest.deposit === kind} onChange={() => set({ deposit: kind })} />
              {t(`new_booking.deposit_${kind}`)}
            </label>
          ))}
          {guest.deposit === 'waive' && (
            <label className="stacked">
              {t('new_booking.waive_reason')}
              <input required maxLength={500} value={guest.reason} onChange={(event) => set({ reason: event.target.value })} />
            </label>
          )}
        </fieldset>
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
