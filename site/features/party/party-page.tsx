import { useParams } from '../../app/router.tsx';
import type { PartyView } from '../../../api-client/contract/party.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useLanguage } from '../../shared/ui/use-language.ts';
import { PartyDiners } from './party-diners.tsx';
import { PartyForm } from './party-form.tsx';
import { emptyEntry } from './party-store.ts';
import { useParty } from './use-party.ts';

const localeOf = (lang: 'en' | 'zh') => (lang === 'zh' ? 'zh-CN' : 'en-GB');

/** The party's evening: where and when, how many wrote in, and until when the page is open. */
function PartyEvening({ view }: { view: PartyView }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const { party } = view;
  const date = new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${party.date}T00:00:00Z`));
  const until = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(party.open_until));
  return (
    <dl className="party-evening contact__details">
      <dt>{party.restaurant[lang]}</dt>
      <dd>{party.address[lang]}</dd>
      <dt>{t('party.when', { date, time: party.time })}</dt>
      <dd>{t('party.guests', { count: party.pax })}</dd>
      <dt>{t('party.filled', { filled: party.filled, pax: party.pax })}</dt>
      <dd>{t('party.open_until', { when: until })}</dd>
    </dl>
  );
}

/** `/party/TOKEN`: each diner writes their own needs; the one who booked sees everyone's (docs/party.md). */
export function PartyPage() {
  const { t } = useSiteText();
  const { token = '' } = useParams<{ token: string }>();
  const { party, save, remove } = useParty(token);
  usePageTitle('party');
  return (
    <section className="page party" aria-labelledby="party-title">
      <h1 id="party-title">{t('party.title')}</h1>
      {party.state === 'loading' && <p role="status">{t('loading')}</p>}
      {party.state === 'refused' && <p role="alert">{t(`party.errors.${party.error}`, { defaultValue: t('party.errors.failed') })}</p>}
      {party.state === 'shown' && (
        <>
          <PartyEvening view={party.view} />
          <p>{party.view.booker ? t('party.booker_intro') : t('party.intro')}</p>
          {party.view.booker && <PartyDiners diners={party.view.diners} onSave={save} onRemove={remove} />}
          {(party.view.mine || party.view.party.filled < party.view.party.pax) && (
            <PartyForm
              title={party.view.mine ? t('party.your_entry') : party.view.booker ? t('party.new_entry') : t('party.add_entry')}
              initial={party.view.mine ?? emptyEntry()}
              onSave={(entry) => save(entry)}
            />
          )}
        </>
      )}
    </section>
  );
}

export default PartyPage;
