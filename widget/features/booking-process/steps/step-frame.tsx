import type { ReactNode } from 'react';
import { useFocusOnMount } from '../../../app/use-focus-on-mount.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';

/**
 * A step's section; its heading takes focus when the step appears. `onBack` offers the step
 * before, to correct it while the hold runs (the browser's Back would leave the flow).
 */
export function StepFrame({ step, onBack, children }: { step: 1 | 2 | 3 | 4; onBack?: () => void; children: ReactNode }) {
  const { t } = useWidgetText();
  const heading = useFocusOnMount<HTMLHeadingElement>(step);
  const title = t(`flow.steps.${step}`);
  return (
    <section className="tb-step" aria-labelledby={`tb-step-${step}`}>
      <h2 id={`tb-step-${step}`} ref={heading} tabIndex={-1} className="tb-step__title">
        {t('flow.stepOf', { step, title })}
      </h2>
      {onBack && (
        <button type="button" className="tb-button tb-button--quiet tb-step__back" onClick={onBack}>
          <span aria-hidden="true">← </span>
          {t('flow.back', { title: t(`flow.steps.${step - 1}`) })}
        </button>
      )}
      {children}
    </section>
  );
}
