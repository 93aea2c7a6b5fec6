import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { LanguageSwitch } from '../../shared/language-switch.tsx';
import { CodeStep, EmailStep } from './sign-in-steps.tsx';
import { useSignIn } from './use-sign-in.ts';

/** E-mail, then the code sent to it. */
export function SignInScreen({ api, onSignedIn }: { api: StaffApi; onSignedIn(me: StaffMe): void }) {
  const { t } = useTranslation();
  const signIn = useSignIn(api, onSignedIn);
  return (
    <main id="content" className="console-sign-in">
      <div className="console-sign-in-language">
        <LanguageSwitch />
      </div>
      <h1>{t('sign_in.heading')}</h1>
      {!signIn.sent ? <EmailStep signIn={signIn} /> : <CodeStep signIn={signIn} />}
    </main>
  );
}
