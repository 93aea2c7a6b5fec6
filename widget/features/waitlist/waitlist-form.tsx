import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import type { SlotsResponse } from '../../../api-client/contract/availability.ts';
import { addDays, restaurantClock } from '../../../api-client/rules/restaurant-date.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { ContactVerification } from '../../components/contact-verification/contact-verification.tsx';
import type { VerifiedContact } from '../../components/contact-verification/otp-channel.tsx';
import { formatTimeslot, formatVisitDate } from '../../rules/formats.ts';
import { FlowStyles } from '../../styles/flow-styles.tsx';

const KNOWN_REFUSALS = ['already_waiting', 'seats_available', 'waitlist_limit', 'contact_not_verified', 'date_not_bookable'];

/**
 * The waitlist of a full evening: the guest picks the evening and party size, ticks the times that
 * have no seat for them, proves a phone or e-mail by code (as for a booking), and joins; we tell
 * them once when a place frees up. The site's /booking and the embed show it under the calendar.
 */
export function WaitlistForm({ initialDate = '' }: { initialDate?: string }) {
  const { t, lang } = useWidgetText();
  const { api: client, now } = useWidget();
  const id = useId();
  const [date, setDate] = useState(initialDate);
  const [pax, setPax] = useState(2);
  const [slots, setSlots] = useState<SlotsResponse | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [contact, setContact] = useState<VerifiedContact | null>(null);
  const [joined, setJoined] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const today = restaurantClock(now()).date;

  useEffect(() => {
    let live = true;
    setSlots(null);
    setChosen([]);
    if (!date) return;
    client.getSlots(date).then(
      (answer) => live && setSlots(answer),
      () => live && setError(t('waitlist.failed')),
    );
    return () => {
      live = false;
    };
  }, [client, date, t]);

  const full = (slots?.slots ?? []).filter((slot) => !(slot.min <= pax && pax <= Math.min(slot.available, slots!.max)));

  const submit = async () => {
    if (!contact || chosen.length === 0) return;
    setSending(true);
    setError(null);
    try {
      const answer = await client.joinWaitlist({ d: date, p: pax, s: chosen, country: contact.country, phone: contact.phone, email: contact.email, lang });
      setJoined(answer.position);
    } catch (failure) {
      const key = isApiError(failure) ? failure.error : '';
      setError(t(KNOWN_REFUSALS.includes(key) ? `waitlist.errors.${key}` : 'waitlist.failed'));
    } finally {
      setSending(false);
    }
  };

  if (joined !== null) {
    return (
      <p className="tb-success" role="status">
        {t('waitlist.joined', { position: joined, date: formatVisitDate(date, lang) })}
      </p>
    );
  }
  return (
    // A section, not a form: the code verification inside has forms of its own, which may not nest.
    <section className="tb-waitlist" aria-labelledby={`${id}-title`}>
      <FlowStyles />
      <h2 id={`${id}-title`}>{t('waitlist.title')}</h2>
      <p>{t('waitlist.intro')}</p>
      <div className="tb-field">
        <label htmlFor={`${id}-date`}>{t('waitlist.date')}</label>
        <input id={`${id}-date`} type="date" min={today} max={addDays(today, 90)} value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      <div className="tb-field">
        <label htmlFor={`${id}-pax`}>{t('waitlist.guests')}</label>
        <select id={`${id}-pax`} value={pax} onChange={(event) => setPax(Number(event.target.value))}>
          {Array.from({ length: slots?.max ?? 8 }, (_, index) => index + 1).map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {slots && slots.slots.length === 0 && <p role="status">{t('waitlist.errors.date_not_bookable')}</p>}
      {slots && slots.slots.length > 0 && full.length === 0 && <p role="status">{t('waitlist.notFull')}</p>}
      {full.length > 0 && (
        <fieldset>
          <legend>{t('waitlist.times')}</legend>
          {full.map((slot) => (
            <label key={slot.seating_id} className="tb-waitlist__time">
              <input
                type="checkbox"
                checked={chosen.includes(slot.seating_id)}
                onChange={(event) => setChosen(event.target.checked ? [...chosen, slot.seating_id] : chosen.filter((seating) => seating !== slot.seating_id))}
              />{' '}
              {formatTimeslot(slot.timeslot)} · {lang === 'zh' ? slot.area.name_zh : slot.area.name_en}
            </label>
          ))}
        </fieldset>
      )}
      {full.length > 0 && (
        <>
          <p>{t('waitlist.contact')}</p>
          <ContactVerification onVerified={setContact} />
          {error && (
            <p className="tb-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="tb-button" disabled={!contact || chosen.length === 0 || sending} onClick={() => void submit()}>
            {t('waitlist.join')}
          </button>
        </>
      )}
      {full.length === 0 && error && (
        <p className="tb-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export default WaitlistForm;
