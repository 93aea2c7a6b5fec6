import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tonight, TonightParty } from '../../../api-client/contract/staff-service.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { PartyCard, type Mark } from './party-card.tsx';

/** The evening's seatings in order, each with its covers, free seats and parties. */
export function TonightView({
  tonight,
  onMark,
  onSeats,
  walkIn,
  note,
}: {
  tonight: Tonight;
  onMark?: (party: TonightParty, mark: Mark) => Promise<unknown>;
  onSeats?: (party: TonightParty, seats: string) => Promise<unknown>;
  /** The walk-in form, for a role that may seat one. */
  walkIn?: ReactNode;
  /** The evening's note for the team. */
  note?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  return (
    <section aria-labelledby="tonight-heading">
      <div className="screen-head">
        <h1 id="tonight-heading">{t('tonight.heading')}</h1>
        <p>{t('tonight.date', { date: tonight.date })}</p>
        <p className="live-note">{t('tonight.live')}</p>
      </div>
      {note}
      {walkIn}
      {tonight.seatings.map((seating) => (
        <section key={seating.seating_id} className="seating" aria-labelledby={`seating-${seating.seating_id}`}>
          <h2 id={`seating-${seating.seating_id}`}>
            {seating.time} · {lang === 'zh' ? seating.area_zh : seating.area_en}
          </h2>
          <p className="seating-covers">{t('tonight.covers', { covers: seating.covers, free: seating.free, seats: seating.seats })}</p>
          {seating.parties.length === 0 ? (
            <p className="muted">{t('tonight.nobody')}</p>
          ) : (
            seating.parties.map((party) => (
              <PartyCard
                key={party.id}
                party={party}
                {...(onMark ? { onMark: (mark: Mark) => onMark(party, mark) } : {})}
                {...(onSeats ? { onSeats: (seats: string) => onSeats(party, seats) } : {})}
              />
            ))
          )}
        </section>
      ))}
    </section>
  );
}
