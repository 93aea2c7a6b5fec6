import { useTranslation } from 'react-i18next';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { fieldLabel } from './field-label.ts';
import { ValueRow } from './value-row.tsx';

/** The restaurant's texts guests read (notes, policy, menu...), each in English and Chinese; empty removes one. */
export function TextsSection({ api }: { api: StaffApi }) {
  const { t } = useTranslation();
  const texts = useStaffResource(staffResources.texts(api));
  const keys = [...new Set((texts.data ?? []).map((text) => text.key))];
  return (
    <section aria-labelledby="texts-heading">
      <h2 id="texts-heading">{t('restaurant.texts')}</h2>
      {texts.error ? (
        <ErrorText error={texts.error} />
      ) : !texts.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        keys.map((key) => {
          const versions = texts.data!.filter((text) => text.key === key);
          return (
            <details key={key} className="text-entry">
              <summary>
                {fieldLabel(t, key)} <code className="muted">{key}</code>
              </summary>
              {versions.map((text) => (
                <ValueRow
                  key={text.lang}
                  id={`text-${key}-${text.lang}`}
                  name={t('restaurant.text_in', { key: fieldLabel(t, key), lang: t(`restaurant.lang_${text.lang}`) })}
                  value={text.text ?? ''}
                  multiline
                  editable
                  save={(next) => api.send('admin_change_text', { params: { key: key, lang: text.lang }, body: { text: next } }).then(texts.reload)}
                />
              ))}
            </details>
          );
        })
      )}
    </section>
  );
}
