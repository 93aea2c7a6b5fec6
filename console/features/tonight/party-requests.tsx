import { useTranslation } from 'react-i18next';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import { GuestText } from '../../shared/guest-text.tsx';

/** What the party asked before tonight, and whether it was settled; nothing when they asked nothing. */
export function PartyRequests({ requests }: { requests: TonightParty['requests'] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <ul className="party-requests" aria-label={t('tonight.requests')}>
      {requests.map((request) => (
        <li key={request.id}>
          <strong>{t(`tonight.request_${request.type}`)}</strong> <GuestText text={request.message} /> {request.resolved && <em>({t('tonight.resolved')})</em>}
        </li>
      ))}
    </ul>
  );
}
