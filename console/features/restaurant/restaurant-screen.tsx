import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { StaffApiError, type StaffApi } from '../../app/staff-api.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { ErrorText } from '../../shared/error-text.tsx';

type SiteStatus = 'live' | 'closed' | 'maintenance';

/** The restaurant's settings (owners and managers): online booking open or closed, and the booking rules. */
export function RestaurantScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const settings = useStaffResource(staffResources.settings(api));
  const [status, setStatus] = useState<SiteStatus | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  if (settings.error) return <ErrorText error={settings.error} />;
  if (!settings.data) return <p role="status">{t('loading')}</p>;
  const chosen = status ?? settings.data.status;
  const save = async () => {
    setSaved(false);
    setError(undefined);
    try {
      await api.send('PUT', '/api/admin/status', { status: chosen });
      setSaved(true);
      settings.reload();
    } catch (problem) {
      setError(problem as StaffApiError);
    }
  };
  const rules = Object.entries(settings.data).filter(([key]) => key !== 'status');
  return (
    <section aria-labelledby="restaurant-heading">
      <h1 id="restaurant-heading">{t('restaurant.heading')}</h1>
      <fieldset className="status-choice">
        <legend>{t('restaurant.status')}</legend>
        {(['live', 'closed', 'maintenance'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="site-status" value={value} checked={chosen === value} onChange={() => setStatus(value)} />
            {t(`restaurant.status_${value}`)}
          </label>
        ))}
      </fieldset>
      <ErrorText error={error} />
      <button type="button" className="primary" onClick={() => void save()}>
        {t('restaurant.save_status')}
      </button>
      {saved && <p role="status">{t('restaurant.saved')}</p>}
      <h2>{t('restaurant.settings')}</h2>
      <dl className="settings-list">
        {rules.map(([key, value]) => (
          <div key={key}>
            <dt>
              <code>{key}</code>
            </dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
