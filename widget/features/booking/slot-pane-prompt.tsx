import { useWidgetText } from '../../app/widget-context.tsx';

/** The slot pane's place before a date is chosen: it asks for one instead of leaving a blank. */
export function SlotPanePrompt() {
  const { t } = useWidgetText();
  return (
    <section className="tb-slots tb-slots--prompt" aria-labelledby="tb-slots-prompt">
      <svg className="tb-slots__prompt-art" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="5" y="8" width="30" height="27" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M5 16h30M13 4v8M27 4v8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="20" cy="25" r="3.5" fill="currentColor" />
      </svg>
      <h3 id="tb-slots-prompt">{t('slots.promptTitle')}</h3>
      <p>{t('slots.prompt')}</p>
    </section>
  );
}
