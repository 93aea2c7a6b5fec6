import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { CloseDateForm, type DateToClose } from './close-date-form.tsx';
import { ClosedDatesList } from './closed-dates-list.tsx';
import { BookingLines } from './over-seats-list.tsx';

/** The dates the restaurant is closed, with their notes; managers close and open dates again. */
export function ClosedDatesSection({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const closed = useStaffResource(staffResources.closedDates(api));
  const action = useBookingAction();
  const [done, setDone] = useState('');
  const editable = may(me.role, 'admin_close_date');
  const change = async (work: () => Promise<unknown>, said: string) => {
    setDone('');
    const result = await action.run(work);
    if (result === undefined) return false;
    closed.reload();
    setDone(said);
    return true;
  };
  const close = (fields: DateToClose) => change(() => api.send('admin_close_date', { body: fields }), t('restaurant.closed_done', { date: fields.date }));
  const reopen = (date: string) => void change(() => api.send('admin_reopen_date', { params: { date } }), t('restaurant.reopened', { date }));
  return (
    <section aria-labelledby="closed-heading">
      <h2 id="closed-heading">{t('restaurant.closed')}</h2>
      {closed.error ? (
        <ErrorText error={closed.error} />
      ) : !closed.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ClosedDatesList days={closed.data} editable={editable} busy={action.busy} reopen={reopen} />
      )}
      {editable && <CloseDateForm busy={action.busy} close={close} />}
      <ErrorText error={action.error} />
      {action.error && action.error.bookings.length > 0 && <BookingLines bookings={action.error.bookings} />}
      <p role="status">{done}</p>
    </section>
  );
}
