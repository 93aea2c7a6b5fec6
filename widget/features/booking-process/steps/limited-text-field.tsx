import type { Ref } from 'react';
import { useWidgetText } from '../../../app/widget-context.tsx';

interface LimitedTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Characters the field's text may have (the contract's limit, less what ticked items take). */
  room: number;
  /** The server refused this field as too long. */
  refused: boolean;
  multiline?: boolean;
  fieldRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A text whose length counts before it is typed past the limit: the words refusing it stay at the field. */
export function LimitedTextField({ id, label, value, onChange, room, refused, multiline, fieldRef }: LimitedTextFieldProps) {
  const { t, lang } = useWidgetText();
  const used = value.trim().length;
  const over = used - room;
  const number = (count: number) => count.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB');
  const problem = over > 0 ? t('requests.tooLong', { max: number(room), over: number(over) }) : refused ? t('requests.refusedLong', { max: number(room) }) : null;
  const field = {
    id,
    ref: fieldRef,
    value,
    'aria-invalid': problem !== null,
    'aria-describedby': problem ? `${id}-count ${id}-problem` : `${id}-count`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="tb-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...field} /> : <input {...field} />}
      <span id={`${id}-count`} className={over > 0 ? 'tb-count tb-count--over' : 'tb-count'}>
        {t('requests.count', { used: number(used), room: number(room) })}
      </span>
      {problem && (
        <p id={`${id}-problem`} className="tb-error">
          {problem}
        </p>
      )}
    </div>
  );
}
