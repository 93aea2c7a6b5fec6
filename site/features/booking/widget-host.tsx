import { useMemo, type ReactNode } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useWidgetStringsIn } from '../../i18n/widget-strings.ts';
import { WidgetProvider } from '../../../widget/index.ts';
import '../../../widget/styles/widget.css';
import '../../../widget/styles/flow.css';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';

const now = () => new Date();

/**
 * Gives the widget's views what they need on the site: the site's API client (same session), its
 * cache (the answers written into the page) and its i18next instance (same language).
 */
export function WidgetHost({ children }: { children: ReactNode }) {
  const { client, cache } = useSiteApi();
  const { i18n, lang } = useSiteText();
  // The widget's strings in the language shown: the page waits (suspends) until they are in.
  useWidgetStringsIn(i18n, lang);
  const services = useMemo(() => ({ api: client, cache, now }), [client, cache]);
  return (
    <WidgetProvider i18n={i18n} services={services}>
      <div className="widget-host">{children}</div>
    </WidgetProvider>
  );
}
