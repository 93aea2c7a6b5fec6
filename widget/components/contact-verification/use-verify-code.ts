import type { FormEvent } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import { nationalChinaMobile } from '../../../api-client/rules/china-mobile.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import type { VerifiedContact } from './verified-contact.ts';
import type { OtpState } from './use-otp-state.ts';

/** Checks the code typed against the one sent; a wrong code says how many tries are left. */
export function useVerifyCode(otp: OtpState, type: 'sms' | 'email', onVerified: (contact: VerifiedContact) => void) {
  const { api } = useWidget();
  const { t } = useWidgetText();
  const { value, code, to, rules, remember, setPhase, setCodeError } = otp;
  const isSms = type === 'sms';

  return async (event: FormEvent) => {
    event.preventDefault();
    if (!to || !code) return setCodeError(t('errors.code_required'));
    setCodeError(null);
    setPhase('verifying');
    try {
      const answer = await api.verifyOtp({ code, to, type });
      if (answer.status !== 'approved') {
        setPhase('sent');
        // The last wrong try kills the code: say so, rather than "try again" with a dead code.
        const left = answer.attempts_left;
        if (left === 0) return setCodeError(t('errors.otp_attempts_exceeded'));
        return setCodeError(`${t(isSms ? 'verify.invalidSms' : 'verify.invalidEmail')} ${t('verify.triesLeft', { count: left })}`);
      }
      setPhase('verified');
      remember(null);
      const phone = isSms ? nationalChinaMobile(value) : null;
      onVerified({ type, to, country: isSms ? '86' : null, phone, email: isSms ? null : to });
    } catch (error) {
      setPhase('sent');
      setCodeError(isApiError(error) ? errorText(t, error.errors.code ?? error.error, error.message, rules) : t('errors.generic'));
    }
  };
}
