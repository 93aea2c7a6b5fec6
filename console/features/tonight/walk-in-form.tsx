import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalkedIn } from '../../../api-client/contract/staff-floor.ts';
import type { Tonight } from '../../../api-client/contract/staff-service.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';

/** The walk-in's seating, party, optional name and language. */
function WalkInFields({ tonight }: { tonight: Tonight }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const seatings = tonight.seatings;
  return (
    <>
      <label>
        {t('floor.walk_in.seating')}
        <select name="seating">
          {seatings.map((seating) => (
            <option key={seating.seating_id} value={`${seating.time}|${seating.area}`}>
              {seating.time} · {lang === 'zh' ? seating.area_zh : seating.area_en} ({seating.free})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('floor.walk_in.party')}
        <input name="party" type="number" inputMode="numeric" min={1} max={50} defaultValue={2} required />
      </label>
      <label>
        {t('floor.walk_in.first_name')}
        <input name="first_name" autoComplete="off" maxLength={100} />
      </label>
      <label>
        {t('floor.walk_in.last_name')}
        <input name="last_name" autoComplete="off" maxLength={100} />
      </label>
      <label>
        {t('floor.walk_in.lang')}
        <select name="lang" defaultValue={lang}>
          <option value="en">{t('floor.run_sheet.lang_en')}</option>
          <option value="zh">{t('floor.run_sheet.lang_zh')}</option>
        </select>
      </label>
    </>
  );
}

/** "Walk-in": a party at the door seated in a seating under way; the server's seat rule decides. */
export function WalkInForm({ api, tonight }: { api: StaffApi; tonight: Tonight }) {
  const { t } = useTranslation();
  const action = useBookingAction();
  const [open, setOpen] = useState(false);
  const [seated, setSeated] = useState<WalkedIn>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [time, area] = String(form.get('seating')).split('|');
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const body = { date: tonight.date, time, area, party: Number(form.get('party')), first_name: text('first_name'), last_name: text('last_name'), lang: form.get('lang') };
    const result = await action.run(() => api.send<WalkedIn>('admin_walk_in', { body }));
    setSeated(result);
  };
  if (!open) {
    return (
      <button type="button" className="primary walk-in-open" aria-expanded="false" onClick={() => setOpen(true)}>
        {t('floor.walk_in.open')}
      </button>
    );
  }
  return (
    <form className="walk-in" aria-labelledby="walk-in-heading" onSubmit={(event) => void submit(event)}>
      <h2 id="walk-in-heading">{t('floor.walk_in.heading')}</h2>
      <WalkInFields tonight={tonight} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={action.busy}>{t('floor.walk_in.submit')}</button>
        <button type="button" onClick={() => { setOpen(false); setSeated(undefined); action.clear(); }}>{t('floor.walk_in.close')}</button>
      </div>
      <ErrorText error={action.error} />
      {seated && (
        <p role="status">
          {seated.seats ? t('floor.walk_in.seated', { code: seated.code, seats: seated.seats }) : t('floor.walk_in.seated_unnumbered', { code: seated.code })}
        </p>
      )}
    </form>
  );
}
