import { useSiteText } from '../../i18n/site-text.tsx';

/**
 * What shows in place of a page whose code or strings could not be fetched (a phone that lost
 * its connection, or a page left open across a deploy whose old files are gone). Trying again
 * reloads: React keeps a failed lazy page failed, and a reload also fetches a new deploy's files.
 */
export function PageLoadError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useSiteText();
  return (
    <section className="page" role="alert" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{t('page_error.title')}</h1>
      <p className="error-box">{t('page_error.text')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={reload}>
          {t('page_error.retry')}
        </button>
      </p>
    </section>
  );
}
