import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { passkeysSupported, signInWithPasskey } from '../../app/passkeys.ts';
import { StaffApiError, type StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { LanguageSwitch } from '../../shared/language-switch.tsx';

/** E-mail, then the code sent to it. */
export function SignInScreen({ api, onSignedIn }: { api: StaffApi; onSignedIn(me: StaffMe): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (problem) {
      setError(problem instanceof StaffApiError ? problem : new StaffApiError(0, 'network_error', String(problem)));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.send('staff_sign_in_code', { body: { email } });
      setSent(true);
    });
  };
  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onSignedIn(await api.send<StaffMe>('staff_sign_in', { body: { email, code } })));
  };

  return (
    <main id="content" className="console-sign-in">
      <div className="console-sign-in-language">
        <LanguageSwitch />
      </div>
      <h1>{t('sign_in.heading')}</h1>
      {!sent ? (
        <form onSubmit={sendCode} noValidate>
          <p>{t('sign_in.intro')}</p>
          <label htmlFor="staff-email">{t('sign_in.email')}</label>
          <input id="staff-email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
          <ErrorText error={error} />
          <button type="submit" className="primary" disabled={busy}>
            {t('sign_in.send_code')}
          </button>
          {passkeysSupported() && (
            <>
              <p className="or-line">{t('sign_in.or')}</p>
              <button type="button" disabled={busy} onClick={() => void run(async () => onSignedIn(await signInWithPasskey(api)))}>
                {t('sign_in.passkey')}
              </button>
            </>
          )}
        </form>
      ) : (
        <form onSubmit={signIn} noValidate>
          <p role="status">{t('sign_in.code_sent', { email })}</p>
          <label htmlFor="staff-code">{t('sign_in.code')}</label>
          <input
            id="staff-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
          <ErrorText error={error} />
          <button type="submit" className="primary" disabled={busy}>
            {t('sign_in.submit')}
          </button>
          <button type="button" onClick={() => setSent(false)}>
            {t('sign_in.other_email')}
          </button>
        </form>
      )}
    </main>
  );
}
