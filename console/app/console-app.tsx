import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import type { StaffMe } from '../../api-client/contract/staff-accounts.ts';
import { SignInScreen } from '../features/sign-in/sign-in-screen.tsx';
import { ConsoleShell } from './console-shell.tsx';
import { StaffApiError, type StaffApi } from './staff-api.ts';

export const CONSOLE_BASE = '/staff';

/** Who is signed in decides everything: the sign-in screen until then, the console after. */
export function ConsoleApp({ api, base = CONSOLE_BASE }: { api: StaffApi; base?: string }) {
  const { t } = useTranslation();
  const [me, setMe] = useState<StaffMe | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const signedIn = useCallback(
    (who: StaffMe) => {
      api.signedIn(who);
      setMe(who);
    },
    [api],
  );

  useEffect(() => {
    api.get<StaffMe>('staff_me').then(signedIn, (error: unknown) => {
      if (error instanceof StaffApiError && error.status === 401) setMe(null);
      else setFailed(true);
    });
  }, [api, signedIn]);

  if (failed) {
    return (
      <main className="console-centre" id="content">
        <p role="alert">{t('errors.network_error')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
      </main>
    );
  }
  if (me === undefined) return <p className="console-centre" role="status">{t('loading')}</p>;
  if (me === null || !me.member) return <SignInScreen api={api} onSignedIn={signedIn} />;
  return (
    <Router base={base}>
      <ConsoleShell api={api} me={me} onSignedOut={() => setMe(null)} />
    </Router>
  );
}
