import { useState, type ReactNode } from 'react';
import { retryViewStrings, viewStringsIn } from '../i18n/load-strings.ts';
import { useWidgetText } from './widget-context.tsx';

/** The flow's, my bookings' and the waitlist's strings come with their code: the view waits (suspends) for both. */
export function WithViewStrings({ children }: { children: ReactNode }) {
  const { t, i18n, lang } = useWidgetText();
  const [, retried] = useState(0);
  const arriving = viewStringsIn(i18n, lang);
  if (arriving === 'failed')
    return (
      <div role="alert" className="tb-problem">
        <p>{t('embed.unreachable')}</p>
        <button
          type="button"
          className="tb-button"
          onClick={() => {
            retryViewStrings(i18n, lang);
            retried((count) => count + 1);
          }}
        >
          {t('embed.retry')}
        </button>
      </div>
    );
  if (arriving) throw arriving;
  return children;
}
