import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import type { GuestProfile } from '../../../api-client/contract/staff-guests.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { GuestTags } from '../../shared/guest-tags.tsx';
import { shownName } from '../../shared/guest-name.ts';
import { choicesText } from '../../shared/choices-text.ts';
import { displaySavedChoices } from '../../../api-client/rules/saved-choices.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { GuestMerge } from './guest-merge.tsx';
import { GuestNotesForm } from './guest-notes-form.tsx';
import { GuestVisits } from './guest-visits.tsx';

/** The guests, found by name, phone or e-mail: their visits, no-shows and allergies, and the notes staff keep. */
export function GuestsScreen({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const guests = useStaffResource(staffResources.guests(api, search));
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const listed = (guests.data ?? []).map((guest) => ({ guest, name: shownName(guest, t('tonight.guest')) }));
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
          {listed.map((named) => (
            <GuestCard key={named.guest.id} api={api} guest={named.guest} others={may(me.role, 'staff_guest_merge') ? listed.filter((other) => other !== named) : undefined} />
          ))}
        </ul>
      )}
    </section>
  );
}

const contactText = (contact: { country: string | null; phone: string | null; email: string | null }) =>
  [contact.phone && `+${contact.country ?? '86'} ${contact.phone}`, contact.email].filter(Boolean).join(' · ');

/** One guest: contacts, visits, allergies, notes and tags; `others` (the listed guests) only for those who may merge. */
export function GuestCard({ api, guest, others }: { api: StaffApi; guest: GuestProfile; others?: Array<{ guest: GuestProfile; name: string }> | undefined }) {
  const { t, i18n } = useTranslation();
  const name = shownName(guest, t('tonight.guest'));
  const id = `guest-${guest.id}`;
  const lang = currentLang(i18n);
  const remembered = displaySavedChoices(guest.remembered_allergies);
  return (
    <li className="inbox-item" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`}>
        {name} <GuestTags tags={guest.tags} />
      </h2>
      <p className="party-meta">{contactText(guest)}</p>
      {guest.other_contacts.length > 0 && (
        <p className="party-meta">
          {t('profiles.other_contacts')}: {guest.other_contacts.map(contactText).join(' · ')}
        </p>
      )}
      <p className="party-meta">
        <span>{guest.visits === 0 ? t('tonight.first_visit') : t('tonight.visits', { count: guest.visits })}</span>
        {guest.no_shows > 0 && <span>{t('guests.no_shows', { count: guest.no_shows })}</span>}
        {guest.last_visit && <span>{t('guests.last_visit', { date: guest.last_visit })}</span>}
        {guest.next_visit && <span>{t('guests.next_visit', { date: guest.next_visit })}</span>}
      </p>
      {guest.allergies.length > 0 && (
        <p className="party-allergies">
          <strong>{t('tonight.allergies')}:</strong> {guest.allergies.map((allergy) => choicesText(allergy, lang)).join('; ')}
        </p>
      )}
      {/* Said apart only when it is not the newest booking's, shown just above. */}
      {remembered && remembered !== guest.allergies[0] && <p className="party-meta">{t('profiles.remembered', { food: choicesText(remembered, lang) })}</p>}
      <GuestVisits api={api} guestId={guest.id} name={name} />
      <GuestNotesForm api={api} guest={guest} id={id} name={name} />
      {others && <GuestMerge api={api} into={{ guest, name }} others={others} id={id} />}
    </li>
  );
}
