import { useTranslation } from 'react-i18next';
import { passkeysSupported } from '../../app/passkeys.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import type { SignIn } from './use-sign-in.ts';

/** The first step: the e-mail to send a code to, or a passkey where the browser has them. */
export function EmailStep({ signIn }: { signIn: SignIn }) {
  const { t } = useTranslation();
  return (
    <form onSubmit={signIn.sendCode} noValidate>
      <p>{t('sign_in.intro')}</p>
      <label htmlFor="staff-email">{t('sign_in.email')}</label>
      <input id="staff-email" type="email" autoComplete="username" required value={signIn.email} onChange={(event) => signIn.setEmail(event.target.value)} />
      <ErrorText error={signIn.error} />
      <button type="submit" className="primary" disabled={signIn.busy}>
        {t('sign_in.send_code')}
      </button>
      {passkeysSupported() && (
        <>
          <p className="or-line">{t('sign_in.or')}</p>
          <button type="button" disabled={signIn.busy} onClick={signIn.signInByPasskey}>
            {t('sign_in.passkey')}
          </button>
        </>
      )}
    </form>
  );
}

/** The second step: the code sent to the e-mail, or back to choose another address. */
export function CodeStep({ signIn }: { signIn: SignIn }) {
  const { t } = useTranslation();
  return (
    <form onSubmit={signIn.signIn} noValidate>
      <p role="status">{signIn.recent === null ? t('sign_in.code_sent', { email: signIn.email }) : t('sign_in.code_recent', { email: signIn.email, count: signIn.recent })}</p>
      <label htmlFor="staff-code">{t('sign_in.code')}</label>
      <input
        id="staff-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        value={signIn.code}
        onChange={(event) => signIn.setCode(event.target.value.trim())}
      />
      <ErrorText error={signIn.error} />
      <button type="submit" className="primary" disabled={signIn.busy}>
        {t('sign_in.submit')}
      </button>
      <button type="button" onClick={() => signIn.setSent(false)}>
        {t('sign_in.other_email')}
      </button>
    </form>
  );
}
