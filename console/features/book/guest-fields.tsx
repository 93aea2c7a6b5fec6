import { useTranslation } from 'react-i18next';
import type { NewGuest } from './new-guest.ts';

/** Who the booking is for and how to reach them, in the language they are told in. */
export function GuestFields({ name, guest, set }: { name: string; guest: NewGuest; set(change: Partial<NewGuest>): void }) {
  const { t } = useTranslation();
  return (
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
        <label htmlFor={`${name}-lang`}>{t('new_booking.lang')}</label>
        <select id={`${name}-lang`} value={guest.lang} onChange={(event) => set({ lang: event.target.value as 'en' | 'zh' })}>
          <option value="zh">中文</option>
          <option value="en">English</option>
        </select>
      </div>
    </div>
  );
}
