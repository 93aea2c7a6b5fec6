import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { StaffApiError, type StaffApi } from '../../app/staff-api.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { ErrorText } from '../../shared/error-text.tsx';
import { ClosedDatesSection } from './closed-dates-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { IdentitySection, RulesSection } from './identity-and-rules.tsx';
import { SeatingsSection } from './seatings-section.tsx';
import { TextsSection } from './texts-section.tsx';

type SiteStatus = 'live' | 'closed' | 'maintenance';

/**
 * The restaurant's settings (owners and managers): online booking open or closed, its identity,
 * seatings and seats, closed dates, booking rules, texts and FAQ; what only owners change is
 * shown to managers read-only.
 */
export function RestaurantScreen({ api, me }: { api: StaffApi; me: StaffMe }) {
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
      await api.send('admin_set_status', { body: { status: chosen } });
      setSaved(true);
      settings.reload();
    } catch (problem) {
      setError(problem as StaffApiError);
    }
  };
  const rules = Object.entries(settings.data).filter(([key]) => key !== 'status');
  return (
    <section aria-labelledby="restaurant-heading" className="restaurant-screen">
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
      <IdentitySection api={api} me={me} />
      <SeatingsSection api={api} me={me} />
      <ClosedDatesSection api={api} me={me} />
      <RulesSection api={api} me={me} rules={rules} reload={settings.reload} />
      <TextsSection api={api} />
      <FaqSection api={api} />
    </section>
  );
}
