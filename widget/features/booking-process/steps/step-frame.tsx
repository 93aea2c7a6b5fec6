import type { ReactNode } from 'react';
import { useFocusOnMount } from '../../../app/use-focus-on-mount.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';

/** A step's section; its heading takes focus when the step appears. */
export function StepFrame({ step, children }: { step: 1 | 2 | 3 | 4; children: ReactNode }) {
  const { t } = useWidgetText();
  const heading = useFocusOnMount<HTMLHeadingElement>(step);
  const title = t(`flow.steps.${step}`);
  return (
    <section className="tb-step" aria-labelledby={`tb-step-${step}`}>
      <h2 id={`tb-step-${step}`} ref={heading} tabIndex={-1} className="tb-step__title">
        {t('flow.stepOf', { step, title })}
      </h2>
      {children}
    </section>
  );
}
