import { useTranslation } from 'react-i18next';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { GuestText } from '../../shared/guest-text.tsx';
import { PartyMarks } from './party-marks.tsx';
import { PartyRequests } from './party-requests.tsx';
import { floorState, partyName, type Mark } from './party-rules.ts';

export { floorState, MARKS, marksFor, partyName, type Mark } from './party-rules.ts';

/** The deposit as paid, in its currency (USD for PayPal); the RMB deposit when it came in two currencies. */
const paidAmount = (party: TonightParty, lang: ReturnType<typeof currentLang>) =>
  party.deposit_paid ? formatMoney(party.deposit_paid.amount_minor, party.deposit_paid.currency, lang) : formatMoney(party.deposit_fen, 'CNY', lang);

/**
 * One party on tonight's sheet; allergies and diet stand out, marks are one tap each. `onMark`
 * (absent for a role that may not mark) settles when the server has answered; a refusal is shown here.
 */
export function PartyCard({ party, onMark }: { party: TonightParty; onMark?: (mark: Mark) => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const name = partyName(party, lang, t('tonight.guest'));
  const state = floorState(party);
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
        <span>{party.paid ? t('tonight.deposit_paid', { amount: paidAmount(party, lang) }) : t('tonight.deposit_unpaid')}</span>
        {party.visit_confirmed_at && <span>{t('tonight.confirmed_coming')}</span>}
        <span className="party-code">{party.code}</span>
      </p>
      <PartyRequests requests={party.requests} />
      <PartyMarks party={party} name={name} onMark={onMark} />
    </article>
  );
}
