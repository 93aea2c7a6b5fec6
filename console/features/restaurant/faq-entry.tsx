import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '../../app/console-data.tsx';

export const FAQ_FIELDS = ['question_en', 'question_zh', 'answer_en', 'answer_zh'] as const;
export type FaqTexts = Record<(typeof FAQ_FIELDS)[number], string>;
/** The server's bounds: a question of 500 characters, an answer of 5,000. */
const LIMITS: Record<keyof FaqTexts, number> = { question_en: 500, question_zh: 500, answer_en: 5000, answer_zh: 5000 };

/** The four texts of an entry, English and Chinese, each labelled and bounded as the server bounds it. */
export function FaqFields({ idPrefix, texts, onChange }: { idPrefix: string; texts: FaqTexts; onChange(texts: FaqTexts): void }) {
  const { t } = useTranslation();
  return (
    <div className="field-grid">
      {FAQ_FIELDS.map((field) => (
        <div key={field} className="field">
          <label htmlFor={`${idPrefix}-${field}`}>{t(`restaurant.faq_${field}`)}</label>
          <textarea id={`${idPrefix}-${field}`} rows={2} required maxLength={LIMITS[field]} value={texts[field]} onChange={(event) => onChange({ ...texts, [field]: event.target.value })} />
        </div>
      ))}
    </div>
  );
}

/** What a manager does to one entry: edit it in both languages, move it up or down, remove it. */
export interface FaqEntryActions {
  busy: boolean;
  change(id: number, texts: FaqTexts): Promise<boolean>;
  move(id: number, position: number): void;
  remove(id: number): void;
}

/** One entry of the FAQ as guests read it in the console's language, with its edit, move and remove buttons. */
export function FaqEntry({ item, position, count, lang, actions }: { item: FaqItem; position: number; count: number; lang: 'en' | 'zh'; actions: FaqEntryActions }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<FaqTexts | null>(null);
  const question = lang === 'zh' ? item.question_zh : item.question_en;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (editing && (await actions.change(item.id, editing))) setEditing(null);
  };
  if (editing) {
    return (
      <li>
        <form onSubmit={(event) => void save(event)} aria-label={t('restaurant.faq_edit', { question })}>
          <FaqFields idPrefix={`faq-${item.id}`} texts={editing} onChange={setEditing} />
          <button type="submit" disabled={actions.busy}>{t('restaurant.faq_save')}</button>{' '}
          <button type="button" onClick={() => setEditing(null)}>{t('restaurant.faq_cancel_edit')}</button>
        </form>
      </li>
    );
  }
  return (
    <li>
      <strong>{question}</strong> {lang === 'zh' ? item.answer_zh : item.answer_en}{' '}
      <FaqButtons question={question} position={position} count={count} busy={actions.busy} move={(to) => actions.move(item.id, to)} remove={() => actions.remove(item.id)} edit={() => setEditing({ question_en: item.question_en, question_zh: item.question_zh, answer_en: item.answer_en, answer_zh: item.answer_zh })} />
    </li>
  );
}

/** Up, down, edit and remove; after a move the focus stays on the entry's up or down button, so a keyboard can move it on. */
function FaqButtons({ question, position, count, busy, move, edit, remove }: { question: string; position: number; count: number; busy: boolean; move(to: number): void; edit(): void; remove(): void }) {
  const { t } = useTranslation();
  const moved = useRef<'up' | 'down' | null>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    const target = (moved.current === 'up' && position > 1) || position === count ? up : down;
    target.current?.focus();
    moved.current = null;
  }, [position, count]);
  const go = (direction: 'up' | 'down') => {
    moved.current = direction;
    move(direction === 'up' ? position - 1 : position + 1);
  };
  return (
    <span className="faq-buttons">
      <button ref={up} type="button" disabled={busy || position === 1} onClick={() => go('up')}>{t('restaurant.faq_up', { question })}</button>
      <button ref={down} type="button" disabled={busy || position === count} onClick={() => go('down')}>{t('restaurant.faq_down', { question })}</button>
      <button type="button" onClick={edit}>{t('restaurant.faq_edit', { question })}</button>
      <button type="button" disabled={busy} onClick={remove}>{t('restaurant.faq_remove', { question })}</button>
    </span>
  );
}
