import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { EnquiryItem } from './enquiry-item.tsx';
import { RequestItem } from './request-item.tsx';

/** Guests' change and cancel requests, each acted on in one place. */
export function InboxScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const requests = useStaffResource(staffResources.requests(api, !all));
  const [notice, setNotice] = useState('');
  const enquiries = useStaffResource(staffResources.enquiries(api, !all));
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">{t('inbox.heading')}</h1>
      <label className="inline-choice">
        <input type="checkbox" checked={!all} onChange={(event) => setAll(!event.target.checked)} />
        {t('inbox.open_only')}
      </label>
      <p role="status" className="notice">
        {notice}
      </p>
      {requests.error ? (
        <ErrorText error={requests.error} />
      ) : !requests.data ? (
        <p role="status">{t('loading')}</p>
      ) : requests.data.length === 0 ? (
        <p>{t('inbox.none')}</p>
      ) : (
        <ul className="inbox-list">
          {requests.data.map((request) => (
            <RequestItem key={request.id} api={api} request={request} onResolved={setNotice} />
          ))}
        </ul>
      )}
      <h2>{t('enquiries.heading')}</h2>
      {enquiries.error ? (
        <ErrorText error={enquiries.error} />
      ) : !enquiries.data ? (
        <p role="status">{t('loading')}</p>
      ) : enquiries.data.length === 0 ? (
        <p>{t('enquiries.none')}</p>
      ) : (
        <ul className="inbox-list">
          {enquiries.data.map((enquiry) => (
            <EnquiryItem key={enquiry.id} api={api} enquiry={enquiry} onReplied={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}
