import { lazy, Suspense, useState } from 'react';
import { useWidgetText } from '../../app/widget-context.tsx';
import { WithViewStrings } from '../../app/with-view-strings.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { withFlowCss } from '../../styles/flow-css.ts';

// Loaded when a guest opens it: the calendar's first download stays as small as before.
const WaitlistForm = lazy(() => withFlowCss(import('./waitlist-form.tsx')));

/**
 * "Evening full? Join the waitlist" under the calendar, on the site's /booking and in the embed:
 * opens the waitlist form, for the day picked in the calendar when there is one.
 */
export function WaitlistOffer({ date }: { date: string | null }) {
  const { t } = useWidgetText();
  const [open, setOpen] = useState(false);
  return (
    <div className="tb-waitlist-offer">
      <button type="button" className="tb-button tb-button--quiet" aria-expanded={open} aria-controls="tb-waitlist-panel" onClick={() => setOpen(!open)}>
        {t('calendar.waitlist')}
      </button>
      <div id="tb-waitlist-panel">
        {open && (
          // Its own boundary: whatever the form waits for never hides the calendar.
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <WithViewStrings>
              <WaitlistForm initialDate={date ?? ''} />
            </WithViewStrings>
          </Suspense>
        )}
      </div>
    </div>
  );
}
