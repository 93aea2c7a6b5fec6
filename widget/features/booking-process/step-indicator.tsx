import { useWidgetText } from '../../app/widget-context.tsx';
import { progressSegments, STEP_COUNT } from '../../rules/steps.ts';

/** Four step titles and the five-segment bar; the current step is marked in text, not only colour. */
export function StepIndicator({ step, completed }: { step: number; completed: boolean }) {
  const { t } = useWidgetText();
  const segments = progressSegments(step, completed);
  const filled = segments.filter(Boolean).length;
  return (
    <div className="tb-steps">
      <ol className="tb-steps__titles">
        {Array.from({ length: STEP_COUNT }, (_, index) => index + 1).map((number) => (
          <li key={number} aria-current={number === step && !completed ? 'step' : undefined} className={number === step ? 'tb-steps__current' : undefined}>
            <span className="tb-steps__number">{number}</span> {t(`flow.steps.${number}`)}
          </li>
        ))}
      </ol>
      <div className="tb-progress" role="progressbar" aria-label={t('flow.progress')} aria-valuemin={0} aria-valuemax={segments.length} aria-valuenow={filled}>
        {segments.map((on, index) => (
          <span key={index} className={on ? 'tb-progress__segment tb-progress__segment--on' : 'tb-progress__segment'} />
        ))}
      </div>
    </div>
  );
}
