import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';

const FIELDS = ['question_en', 'question_zh', 'answer_en', 'answer_zh'] as const;
type Entry = Record<(typeof FIELDS)[number], string>;
const EMPTY: Entry = { question_en: '', question_zh: '', answer_en: '', answer_zh: '' };

/** The questions guests read on the site, in both languages: added at the end, or removed. */
export function FaqSection({ api }: { api: StaffApi }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const faq = useStaffResource(staffResources.faq(api));
  const action = useBookingAction();
  const [entry, setEntry] = useState<Entry>(EMPTY);
  const run = async (work: () => Promise<unknown>) => {
    const result = await action.run(work);
    if (result !== undefined) faq.reload();
    return result !== undefined;
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => api.send('admin_add_faq', { body: entry }))) setEntry(EMPTY);
  };
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t('restaurant.faq')}</h2>
      {faq.error ? (
        <ErrorText error={faq.error} />
      ) : !faq.data ? (
        <p role="status">{t('loading')}</p>
      ) : faq.data.length === 0 ? (
        <p className="muted">{t('restaurant.faq_none')}</p>
      ) : (
        <ol className="detail-list">
          {faq.data.map((item) => {
            const question = lang === 'zh' ? item.question_zh : item.question_en;
            return (
              <li key={item.id}>
                <strong>{question}</strong> {lang === 'zh' ? item.answer_zh : item.answer_en}{' '}
                <button type="button" disabled={action.busy} onClick={() => void run(() => api.send('admin_remove_faq', { params: { id: item.id } }))}>
                  {t('restaurant.faq_remove', { question })}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={(event) => void add(event)}>
        <h3>{t('restaurant.faq_add')}</h3>
        <div className="field-grid">
          {FIELDS.map((field) => (
            <div key={field} className="field">
              <label htmlFor={`faq-${field}`}>{t(`restaurant.faq_${field}`)}</label>
              <textarea id={`faq-${field}`} rows={2} required maxLength={2000} value={entry[field]} onChange={(event) => setEntry({ ...entry, [field]: event.target.value })} />
            </div>
          ))}
        </div>
        <button type="submit" disabled={action.busy}>
          {t('restaurant.faq_add_submit')}
        </button>
      </form>
      <ErrorText error={action.error} />
    </section>
  );
}
