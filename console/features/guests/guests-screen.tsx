import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import type { GuestProfile } from '../../../api-client/contract/staff-guests.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { shownName } from '../../shared/guest-name.ts';
import { choicesText } from '../../shared/choices-text.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { GuestNotesForm } from './guest-notes-form.tsx';

/** The guests, found by name, phone or e-mail: their visits, no-shows and allergies, and the notes staff keep. */
export function GuestsScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const guests = useStaffResource(staffResources.guests(api, search));
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <section aria-labelledby="guests-heading">
      <h1 id="guests-heading">{t('guests.heading')}</h1>
      <form className="book-controls" role="search" onSubmit={find}>
        <label className="book-search">
          {t('guests.search')}
          <input type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">{t('guests.find')}</button>
      </form>
      {guests.error ? (
        <ErrorText error={guests.error} />
      ) : !guests.data ? (
        <p role="status">{t('loading')}</p>
      ) : guests.data.length === 0 ? (
        <p>{t('guests.none')}</p>
      ) : (
        <ul className="inbox-list">
          {guests.data.map((guest) => (
            <GuestCard key={guest.id} api={api} guest={guest} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function GuestCard({ api, guest }: { api: StaffApi; guest: GuestProfile }) {
  const { t, i18n } = useTranslation();
  const name = shownName(guest, t('tonight.guest'));
  const id = `guest-${guest.id}`;
  return (
    <li className="inbox-item" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`}>
        {name} {guest.tags.map((tag) => <span key={tag} className="party-status">{t(`guests.tag_${tag}`, { defaultValue: tag })}</span>)}
      </h2>
      <p className="party-meta">
        {[guest.phone && `+${guest.country ?? '86'} ${guest.phone}`, guest.email].filter(Boolean).join(' · ')}
      </p>
      <p className="party-meta">
        <span>{guest.visits === 0 ? t('tonight.first_visit') : t('tonight.visits', { count: guest.visits })}</span>
        {guest.no_shows > 0 && <span>{t('guests.no_shows', { count: guest.no_shows })}</span>}
        {guest.last_visit && <span>{t('guests.last_visit', { date: guest.last_visit })}</span>}
        {guest.next_visit && <span>{t('guests.next_visit', { date: guest.next_visit })}</span>}
      </p>
      {guest.allergies.length > 0 && (
        <p className="party-allergies">
          <strong>{t('tonight.allergies')}:</strong> {guest.allergies.map((allergy) => choicesText(allergy, currentLang(i18n))).join('; ')}
        </p>
      )}
      <GuestNotesForm api={api} guest={guest} id={id} name={name} />
    </li>
  );
}
