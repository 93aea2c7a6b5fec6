import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../../../api-client/contract/staff-actions.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { BookingActions } from './booking-actions.tsx';
import { BookingFacts } from './booking-facts.tsx';
import { BookingHistory } from './booking-history.tsx';
import { BookingRequests } from './booking-requests.tsx';

/** One booking, looked up by its code, with what the signed-in role may do to it. */
export function BookingDetail({ api, me, code }: { api: StaffApi; me: StaffMe; code: string }) {
  const { t } = useTranslation();
  const booking = useStaffResource(staffResources.booking(api, code));
  if (booking.error) return <ErrorText error={booking.error} />;
  if (!booking.data) return <p role="status">{t('loading')}</p>;
  return <BookingDetailView api={api} me={me} booking={booking.data} />;
}

export function BookingDetailView({ api, me, booking }: { api: StaffApi; me: StaffMe; booking: BookingDetails }) {
  const [notice, setNotice] = useState('');
  return (
    <div className="booking-detail">
      <BookingFacts booking={booking} />
      <BookingRequests requests={booking.requests} />
      <p role="status" className="notice">
        {notice}
      </p>
      <BookingActions api={api} me={me} booking={booking} onDone={setNotice} />
      <BookingHistory audit={booking.audit} />
    </div>
  );
}
