import { useState } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import type { UpdateBookingRequest } from '../../../api-client/contract/booking.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import type { VerifiedContact } from '../../components/contact-verification/contact-verification.tsx';
import { errorText } from '../../i18n/i18n-core.ts';

export interface StepSavingNeeds {
  code: string;
  /** Fetches the booking again, to show what the server kept. */
  refetch: () => Promise<unknown>;
  markExpired: () => void;
}

/** Saving a step's answers on the booking, and going back to a step to correct it. */
export function useStepSaving({ code, refetch, markExpired }: StepSavingNeeds) {
  const { api } = useWidget();
  const { t } = useWidgetText();
  const [contact, setContact] = useState<VerifiedContact | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** A step before the booking's own that the guest went back to, to correct it. */
  const [backTo, setBackTo] = useState<2 | 3 | null>(null);

  const save = async (patch: Omit<UpdateBookingRequest, 'code'>) => {
    try {
      await api.updateBooking({ code, ...patch });
    } catch (error) {
      if (isApiError(error) && error.error === 'booking_expired') markExpired();
      throw error;
    }
    // Shows what the server kept; a failed fetch shows the could-not-load problem.
    await refetch().catch(() => undefined);
    // The server keeps the furthest step reached: saving a corrected step goes on from there.
    setBackTo(null);
  };

  const saveContact = async (verified: VerifiedContact) => {
    setContact(verified);
    setSaveError(null);
    await save({ country: verified.country, phone: verified.phone, email: verified.email, last_step: 1 }).catch((error: unknown) =>
      setSaveError(isApiError(error) ? errorText(t, error.error, error.message) : t('errors.generic')),
    );
  };

  return { contact, saveError, backTo, setBackTo, save, saveContact };
}

export type StepSaving = ReturnType<typeof useStepSaving>;
