import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import type { StaffApiError } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { asStaffError } from '../../shared/use-action.ts';
import { GuestText } from '../../shared/guest-text.tsx';

/** A guest's name as written in the language shown: a Chinese name family first, a Latin one as the guest wrote it. */
export function partyName(party: Pick<TonightParty, 'first_name' | 'last_name'>, lang: 'en' | 'zh', fallback: string): string {
  const first = party.first_name?.trim() ?? '';
  const last = party.last_name?.trim() ?? '';
  if (!first && !last) return fallback;
  const latin = /[A-Za-z]/.test(first + last);
  return lang === 'zh' && !latin ? `${last}${first}` : [first, last].filter(Boolean).join(' ');
}

export const MARKS = ['arrived', 'completed', 'no_show'] as const;
export type Mark = (typeof MARKS)[number];

/** Where the evening stands for a party: the status staff read, which an arrived guest's pending booking shows as arrived. */
export function floorState(party: { status: string; arrived: boolean }): string {
  return party.status === 'pending' && party.arrived ? 'arrived' : party.status;
}

/** The marks that would change something: never the state the party is already in. */
export const marksFor = (party: { status: string; arrived: boolean }): Mark[] => MARKS.filter((mark) => mark !== floorState(party));

/**
 * One party on tonight's sheet; allergies and diet stand out, marks are one tap each. `onMark`
 * (absent for a role that may not mark) settles when the server has answered; a refusal is shown here.
 */
export function PartyCard({ party, onMark }: { party: TonightParty; onMark?: (mark: Mark) => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const name = partyName(party, lang, t('tonight.guest'));
  const state = floorState(party);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const mark = async (chosen: Mark) => {
    if (!onMark) return;
    setBusy(true);
    setError(undefined);
    try {
      await onMark(chosen);
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={`party party-${state}`} aria-label={name}>
      <header className="party-head">
        <h3>{name}</h3>
        <span className="party-size">{t('tonight.guests', { count: party.pax })}</span>
        <span className={`party-status status-${state}`}>{t(`tonight.status.${state}`, { defaultValue: state })}</span>
      </header>
      {party.food && (
        <p className="party-allergies">
          <strong>{t('tonight.allergies')}:</strong> <GuestText text={party.food} />
        </p>
      )}
      <dl className="party-facts">
        {party.occasion && (
          <>
            <dt>{t('tonight.occasion')}</dt>
            <dd><GuestText text={party.occasion} /></dd>
          </>
        )}
        {party.notes && (
          <>
            <dt>{t('tonight.notes')}</dt>
            <dd><GuestText text={party.notes} /></dd>
          </>
        )}
      </dl>
      <p className="party-meta">
        <span>{party.visits === 0 ? t('tonight.first_visit') : t('tonight.visits', { count: party.visits })}</span>
        <span>{party.paid ? t('tonight.deposit_paid', { amount: formatMoney(party.deposit_fen, 'CNY', lang) }) : t('tonight.deposit_unpaid')}</span>
        {party.visit_confirmed_at && <span>{t('tonight.confirmed_coming')}</span>}
        <span className="party-code">{party.code}</span>
      </p>
      {party.requests.length > 0 && (
        <ul className="party-requests" aria-label={t('tonight.requests')}>
          {party.requests.map((request) => (
            <li key={request.id}>
              <strong>{t(`tonight.request_${request.type}`)}</strong> <GuestText text={request.message} /> {request.resolved && <em>({t('tonight.resolved')})</em>}
            </li>
          ))}
        </ul>
      )}
      {onMark && party.status !== 'hold' && (
        <div className="party-marks" role="group" aria-label={t('tonight.marks_for', { name })}>
          {marksFor(party).map((chosen) => (
            <button key={chosen} type="button" disabled={busy} onClick={() => void mark(chosen)} aria-label={t('tonight.mark_for', { mark: t(`tonight.mark_${chosen}`), name })}>
              {t(`tonight.mark_${chosen}`)}
            </button>
          ))}
        </div>
      )}
      <ErrorText error={error} />
    </article>
  );
}
