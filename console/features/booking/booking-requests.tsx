import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../../../api-client/contract/staff-actions.ts';
import { GuestText } from '../../shared/guest-text.tsx';

/** What the guest asked of a booking, and how each request was settled; nothing when they asked nothing. */
export function BookingRequests({ requests }: { requests: BookingDetails['requests'] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <>
      <h3>{t('book.requests')}</h3>
      <ul className="detail-list">
        {requests.map((request) => (
          <li key={request.id}>
            <strong>{t(`tonight.request_${request.type}`)}</strong> <GuestText text={request.message} />{' '}
            {request.resolved_at && <em>({t('inbox.resolved_with', { resolution: request.resolution ?? '' })})</em>}
          </li>
        ))}
      </ul>
    </>
  );
}
