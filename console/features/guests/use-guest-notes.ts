import { useState, type FormEvent } from 'react';
import type { GuestProfile } from '../../../api-client/contract/staff-guests.ts';
import { useInvalidate } from '../../app/console-data.tsx';
import type { StaffApi, StaffApiError } from '../../app/staff-api.ts';
import { asStaffError } from '../../shared/use-action.ts';

/** The notes, tags and allergies staff keep on a guest, as edited, and their saving: busy, refused or saved. */
export function useGuestNotes(api: StaffApi, guest: GuestProfile) {
  const invalidate = useInvalidate();
  const [notes, setNotes] = useState(guest.notes);
  const [tags, setTags] = useState<string[]>(guest.tags);
  const [allergies, setAllergies] = useState(guest.staff_allergies);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const [saved, setSaved] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setSaved(false);
    try {
      // Allergies are sent only when changed, so saving a note does not make staff's allergies newer than a booking's.
      const changed = allergies !== guest.staff_allergies ? { allergies } : {};
      await api.send('staff_guest_notes', { params: { id: guest.id }, body: { notes, tags, ...changed } });
      setSaved(true);
      await invalidate('guests/');
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  return { notes, setNotes, tags, setTags, allergies, setAllergies, busy, error, saved, save };
}
