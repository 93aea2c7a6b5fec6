import { useId } from 'react';
import { useWidgetText } from '../../app/widget-context.tsx';
import { ContactVerification } from '../../components/contact-verification/contact-verification.tsx';
import { formatVisitDate } from '../../rules/formats.ts';
import { FlowStyles } from '../../styles/flow-styles.tsx';
import { FullTimes } from './full-times.tsx';
import { useWaitlist } from './use-waitlist.ts';
import { WaitlistEvening } from './waitlist-evening.tsx';

/**
 * The waitlist of a full evening: the guest picks the evening and party size, ticks the times that
 * have no seat for them, proves a phone or e-mail by code (as for a booking), and joins; we tell
 * them once when a place frees up. The site's /booking and the embed show it under the calendar.
 */
export function WaitlistForm({ initialDate = '' }: { initialDate?: string }) {
  const { t, lang } = useWidgetText();
  const id = useId();
  const { date, setDate, pax, setPax, slots, full, chosen, setChosen, setContact, joined, error, ready, submit } = useWaitlist(initialDate);

  if (joined !== null) {
    return (
      <p className="tb-success" role="status">
        {t('waitlist.joined', { position: joined, date: formatVisitDate(date, lang) })}
      </p>
    );
  }
  const errorText = error && (
    <p className="tb-error" role="alert">
      {error}
    </p>
  );
  return (
    // A section, not a form: the code verification inside has forms of its own, which may not nest.
    <section className="tb-waitlist" aria-labelledby={`${id}-title`}>
      <FlowStyles />
      <h2 id={`${id}-title`}>{t('waitlist.title')}</h2>
      <p>{t('waitlist.intro')}</p>
      <WaitlistEvening id={id} date={date} onDate={setDate} pax={pax} onPax={setPax} max={slots?.max} />
      {slots && slots.slots.length === 0 && <p role="status">{t('waitlist.errors.date_not_bookable')}</p>}
      {slots && slots.slots.length > 0 && full.length === 0 && <p role="status">{t('waitlist.notFull')}</p>}
      {full.length > 0 && <FullTimes full={full} chosen={chosen} onChosen={setChosen} />}
      {full.length > 0 && (
        <>
          <p>{t('waitlist.contact')}</p>
          <ContactVerification onVerified={setContact} />
          {errorText}
          <button type="button" className="tb-button" disabled={!ready} onClick={() => void submit()}>
            {t('waitlist.join')}
          </button>
        </>
      )}
      {full.length === 0 && errorText}
    </section>
  );
}

export default WaitlistForm;
