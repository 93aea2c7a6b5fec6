import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { FaqEntry, FaqFields, type FaqEntryActions, type FaqTexts } from './faq-entry.tsx';

const EMPTY: FaqTexts = { question_en: '', question_zh: '', answer_en: '', answer_zh: '' };

/** The questions guests read on the site, in both languages: added at the end, edited, moved up or down, or removed. */
export function FaqSection({ api }: { api: StaffApi }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const faq = useStaffResource(staffResources.faq(api));
  const action = useBookingAction();
  const [entry, setEntry] = useState<FaqTexts>(EMPTY);
  const run = async (work: () => Promise<unknown>) => {
    const result = await action.run(work);
    if (result !== undefined) faq.reload();
    return result !== undefined;
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => api.send('admin_add_faq', { body: entry }))) setEntry(EMPTY);
  };
  const actions: FaqEntryActions = {
    busy: action.busy,
    change: (id, texts) => run(() => api.send('admin_change_faq', { params: { id }, body: texts })),
    move: (id, position) => void run(() => api.send('admin_move_faq', { params: { id }, body: { position } })),
    remove: (id) => void run(() => api.send('admin_remove_faq', { params: { id } })),
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
        <ol className="detail-list faq-list">
          {faq.data.map((item, index) => (
            <FaqEntry key={item.id} item={item} position={index + 1} count={faq.data!.length} lang={lang} actions={actions} />
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void add(event)}>
        <h3>{t('restaurant.faq_add')}</h3>
        <FaqFields idPrefix="faq" texts={entry} onChange={setEntry} />
        <button type="submit" disabled={action.busy}>
          {t('restaurant.faq_add_submit')}
        </button>
      </form>
      <ErrorText error={action.error} />
    </section>
  );
}
