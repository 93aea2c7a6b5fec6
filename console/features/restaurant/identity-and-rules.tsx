import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { currentLang } from '../../i18n/console-i18n.ts';
import { areaName } from './area-name.ts';
import { fieldLabel } from './field-label.ts';
import { ValueRow } from './value-row.tsx';

/** A stored value as typed back: a map's point as "lat,lng", nothing as empty. */
function typed(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'lat' in value && 'lng' in value) return `${String(value.lat)},${String(value.lng)}`;
  return String(value);
}

/** The restaurant's name, contacts and address in both languages; owners change them. */
export function IdentitySection({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const identity = useStaffResource(staffResources.identity(api));
  const editable = may(me.role, 'admin_change_restaurant');
  return (
    <section aria-labelledby="identity-heading">
      <h2 id="identity-heading">{t('restaurant.identity')}</h2>
      {!editable && <p className="muted">{t('restaurant.owner_only')}</p>}
      {identity.error ? (
        <ErrorText error={identity.error} />
      ) : !identity.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        Object.entries(identity.data).map(([key, value]) => (
          <ValueRow
            key={key}
            id={`identity-${key}`}
            name={fieldLabel(t, key)}
            settingKey={key}
            value={typed(value)}
            editable={editable}
            save={(next) => api.send('admin_change_restaurant', { params: { key: key }, body: { value: next } }).then(identity.reload)}
          />
        ))
      )}
    </section>
  );
}

/** The booking rules (horizon, party size, deposit, hold, notice...); owners change them. */
export function RulesSection({ api, me, rules, reload }: { api: StaffApi; me: StaffMe; rules: Array<[string, unknown]>; reload(): void }) {
  const { t, i18n } = useTranslation();
  const editable = may(me.role, 'admin_change_setting');
  // The areas' names, for the evenings a change of seats or dinner length would overfill.
  const seatings = useStaffResource(staffResources.seatings(api));
  const nameArea = (code: string) => areaName(seatings.data?.areas ?? [], currentLang(i18n), code);
  return (
    <section aria-labelledby="rules-heading">
      <h2 id="rules-heading">{t('restaurant.settings')}</h2>
      {!editable && <p className="muted">{t('restaurant.owner_only')}</p>}
      {rules.map(([key, value]) => (
        <ValueRow
          key={key}
          id={`rule-${key}`}
          name={fieldLabel(t, key)}
          settingKey={key}
          value={typed(value)}
          editable={editable}
          nameArea={nameArea}
          save={async (next, keep) => {
            const answer = await api.send('admin_change_setting', { params: { key: key }, body: { value: next, ...(keep ? { keep } : {}) } });
            reload();
            return answer;
          }}
        />
      ))}
    </section>
  );
}
