import { GuestTags } from '../../shared/guest-tags.tsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { GuestText } from '../../shared/guest-text.tsx';
import { PartyMarks } from './party-marks.tsx';
import { PartyRequests } from './party-requests.tsx';
import { PartySeats } from './party-seats.tsx';
import { PartyContact } from './party-contact.tsx';
import { floorState, type Mark } from './party-rules.ts';
import { shownName } from '../../shared/guest-name.ts';
import { choicesText } from '../../shared/choices-text.ts';
import { PartyDinerList } from '../../shared/party-diners.tsx';

export { floorState, MARKS, marksFor, type Mark } from './party-rules.ts';

/** The deposit as paid, in its currency (USD for PayPal); the RMB deposit when it came in two currencies. */
const paidAmount = (party: TonightParty, lang: ReturnType<typeof currentLang>) =>
  party.deposit_paid ? formatMoney(party.deposit_paid.amount_minor, party.deposit_paid.currency, lang) : formatMoney(party.deposit_fen, 'CNY', lang);

/** What the party's deposit stands at: paid, waived by staff (with why), or still owed on a hold. */
function depositText(t: TFunction, party: TonightParty, lang: 'en' | 'zh'): string {
  if (party.walk_in) return t('floor.walk_in.badge');
  if (party.paid) return t('tonight.deposit_paid', { amount: paidAmount(party, lang) });
  if (party.deposit_waived !== null) return t('tonight.deposit_waived', { reason: party.deposit_waived });
  return t('tonight.deposit_unpaid');
}

/**
 * One party on tonight's sheet; allergies and diet stand out, marks are one tap each. `onMark`
 * (absent for a role that may not mark) settles when the server has answered; a refusal is shown here.
 */
export function PartyCard({ party, onMark, onSeats }: { party: TonightParty; onMark?: (mark: Mark) => Promise<unknown>; onSeats?: (seats: string) => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const name = shownName(party, t('tonight.guest'));
  const state = floorState(party);
  return (
    <article className={`party party-${state}`} aria-label={name}>
      <header className="party-head">
        <h3>{name}</h3>
        <span className="party-size">{t('tonight.guests', { count: party.pax })}</span>
        <span className={`party-status status-${state}`}>{t(`tonight.status.${state}`, { defaultValue: state })}</span>
      </header>
      <PartySeats party={party} name={name} onSeats={onSeats} />
      <PartyContact party={party} />
      {party.food && (
        <p className="party-allergies">
          <strong>{t('tonight.allergies')}:</strong> <GuestText text={choicesText(party.food, lang)} />
        </p>
      )}
      <PartyDinerList diners={party.diners} />
      <dl className="party-facts">
        {party.occasion && (
          <>
            <dt>{t('tonight.occasion')}</dt>
            <dd><GuestText text={choicesText(party.occasion, lang)} /></dd>
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
        <GuestTags tags={party.tags} />
        <span className="party-deposit">{depositText(t, party, lang)}</span>
        {party.visit_confirmed_at && <span>{t('tonight.confirmed_coming')}</span>}
        <span className="party-code">{party.code}</span>
      </p>
      <PartyRequests requests={party.requests} />
      <PartyMarks party={party} name={name} onMark={onMark} />
    </article>
  );
}
