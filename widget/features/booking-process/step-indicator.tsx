import { useWidgetText } from '../../app/widget-context.tsx';
import { progressSegments, STEP_COUNT } from '../../rules/steps.ts';

/**
 * Four step titles and the five-segment bar. A finished step shows a tick (and says "done" to a
 * screen reader); the current step is marked in text, not only colour. Once the booking is paid
 * every step is finished and none is current: the bar is full and says the booking is complete.
 */
export function StepIndicator({ step, completed }: { step: number; completed: boolean }) {
  const { t } = useWidgetText();
  const segments = progressSegments(step, completed);
  const filled = segments.filter(Boolean).length;
  return (
    <div className={completed ? 'tb-steps tb-steps--completed' : 'tb-steps'}>
      <ol className="tb-steps__titles">
        {Array.from({ length: STEP_COUNT }, (_, index) => index + 1).map((number) => {
          const done = completed || number < step;
          const current = !completed && number === step;
          return (
            <li key={number} aria-current={current ? 'step' : undefined} className={current ? 'tb-steps__current' : done ? 'tb-steps__done' : undefined}>
              <span className="tb-steps__number" aria-hidden={done ? 'true' : undefined}>
                {done ? '✓' : number}
              </span>{' '}
              {t(`flow.steps.${number}`)}
              {done && <span className="tb-visually-hidden">{t('punctuation.aside', { text: t('flow.stepDone') })}</span>}
            </li>
          );
        })}
      </ol>
      <div
        className="tb-progress"
        role="progressbar"
        aria-label={t('flow.progress')}
        aria-valuemin={0}
        aria-valuemax={segments.length}
        aria-valuenow={filled}
        aria-valuetext={completed ? t('flow.completed') : undefined}
      >
        {segments.map((on, index) => (
          <span key={index} className={on ? 'tb-progress__segment tb-progress__segment--on' : 'tb-progress__segment'} />
        ))}
      </div>
    </div>
  );
}
