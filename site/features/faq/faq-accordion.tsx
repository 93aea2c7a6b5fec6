import { useId, useRef, useState, type KeyboardEvent } from 'react';

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

/**
 * The WAI-ARIA accordion: each question is a button in a heading that shows or hides its answer;
 * Up/Down/Home/End move between questions. Several answers may be open at once.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (id: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = (event: KeyboardEvent, index: number) => {
    const last = entries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {entries.map((entry, index) => {
        const expanded = open.has(entry.id);
        const buttonId = `${baseId}-q${entry.id}`;
        const panelId = `${baseId}-a${entry.id}`;
        return (
          <div className="accordion__item" key={entry.id}>
            <h2 className="accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                onKeyDown={(event) => move(event, index)}
              >
                <span>{entry.question}</span>
                <span className="accordion__icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {entry.answer.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
