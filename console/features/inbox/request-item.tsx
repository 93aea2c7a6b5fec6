import { useTranslation } from 'react-i18next';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { shownName } from '../../shared/guest-name.ts';
import { GuestText } from '../../shared/guest-text.tsx';
import type { GuestRequest } from './guest-request.ts';
import { ResolveRequestForm } from './resolve-request-form.tsx';

export type { GuestRequest } from './guest-request.ts';

/** One guest request, acted on in place: cancel the booking, move it, decline with a reply, or note it done. */
export function RequestItem({ api, request, onResolved }: { api: StaffApi; request: GuestRequest; onResolved?(text: string): void }) {
  const { t } = useTranslation();
  const id = `request-${request.id}`;
  const title = t(`inbox.request_${request.type}`, {
    name: shownName(request, t('tonight.guest')),
    code: request.code,
    date: request.booking_date,
    time: request.timeslot,
    pax: t('tonight.guests', { count: request.pax }),
  });
  return (
    <li className="inbox-item" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">
        {t('inbox.asked_at')} <time dateTime={request.created_at}>{shanghaiWallClock(new Date(request.created_at)).slice(0, 16).replace('T', ' ')}</time>
      </p>
      <blockquote className="guest-words"><GuestText text={request.message} /></blockquote>
      {request.resolved_at ? (
        <p className="muted">{t('inbox.resolved_with', { resolution: request.resolution ?? '' })}</p>
      ) : (
        <ResolveRequestForm api={api} request={request} onResolved={onResolved} />
      )}
    </li>
  );
}
