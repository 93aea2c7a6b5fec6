import { useEffect, useState } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import type { SlotsResponse } from '../../../api-client/contract/availability.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import type { VerifiedContact } from '../../components/contact-verification/otp-channel.tsx';
import { slotTakes } from '../../../api-client/rules/seats.ts';

const KNOWN_REFUSALS = ['already_waiting', 'seats_available', 'waitlist_limit', 'contact_not_verified', 'date_not_bookable'];

/** The evening and party the guest would wait for, its seatings without a place for them, and joining. */
export function useWaitlist(initialDate: string) {
  const { t, lang } = useWidgetText();
  const { api: client } = useWidget();
  const [date, setDate] = useState(initialDate);
  const [pax, setPax] = useState(2);
  const [slots, setSlots] = useState<SlotsResponse | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [contact, setContact] = useState<VerifiedContact | null>(null);
  const [joined, setJoined] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    setSlots(null);
    setChosen([]);
    if (!date) return;
    client.getSlots(date).then(
      (answer) => live && setSlots(answer),
      () => live && setError(t('waitlist.failed')),
    );
    return () => {
      live = false;
    };
  }, [client, date, t]);

  const full = (slots?.slots ?? []).filter((slot) => !slotTakes(slot, pax, slots!.max));

  const submit = async () => {
    if (!contact || chosen.length === 0) return;
    setSending(true);
    setError(null);
    try {
      const answer = await client.joinWaitlist({ d: date, p: pax, s: chosen, country: contact.country, phone: contact.phone, email: contact.email, lang });
      setJoined(answer.position);
    } catch (failure) {
      const key = isApiError(failure) ? failure.error : '';
      setError(t(KNOWN_REFUSALS.includes(key) ? `waitlist.errors.${key}` : 'waitlist.failed'));
    } finally {
      setSending(false);
    }
  };

  const ready = contact !== null && chosen.length > 0 && !sending;
  return { date, setDate, pax, setPax, slots, full, chosen, setChosen, setContact, joined, error, ready, submit };
}
