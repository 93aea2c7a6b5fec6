import { useState, type FormEvent } from 'react';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { signInWithPasskey } from '../../app/passkeys.ts';
import type { StaffApi, StaffApiError } from '../../app/staff-api.ts';
import { asStaffError } from '../../shared/use-action.ts';

/** Asks for a code; answers null when one was sent now, or the seconds to wait when one was asked for moments ago. */
async function askForCode(api: StaffApi, email: string): Promise<number | null> {
  try {
    await api.send('staff_sign_in_code', { body: { email } });
    return null;
  } catch (problem) {
    const error = asStaffError(problem);
    if (error.error !== 'sign_in_code_too_soon') throw problem;
    return error.retryAfterSeconds ?? 60;
  }
}

/** Signing in as it goes: the e-mail, whether its code was sent, the code typed, and each call's refusal. */
export function useSignIn(api: StaffApi, onSignedIn: (me: StaffMe) => void) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  // A code asked for this address moments ago: the seconds until another may be asked for.
  const [recent, setRecent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setRecent(await askForCode(api, email));
      setSent(true);
    });
  };
  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onSignedIn(await api.send<StaffMe>('staff_sign_in', { body: { email, code } })));
  };
  const signInByPasskey = () => void run(async () => onSignedIn(await signInWithPasskey(api)));
  return { email, setEmail, code, setCode, sent, setSent, recent, busy, error, sendCode, signIn, signInByPasskey };
}

export type SignIn = ReturnType<typeof useSignIn>;
