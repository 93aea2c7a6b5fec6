import { useTranslation } from 'react-i18next';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';

/** The guest at a tap: the phone as a tel: link, the e-mail, and the language they read. */
export function PartyContact({ party }: { party: TonightParty }) {
  const { t } = useTranslation();
  const phone = party.phone ? `+${party.country ?? '86'} ${party.phone}` : null;
  return (
    <p className="party-contact">
      {phone && <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>}
      {party.email && <a href={`mailto:${party.email}`}>{party.email}</a>}
      <span>{t(`floor.run_sheet.lang_${party.lang}`)}</span>
    </p>
  );
}
