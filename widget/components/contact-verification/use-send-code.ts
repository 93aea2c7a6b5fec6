import type { FormEvent } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import { isChinaMobile, nationalChinaMobile } from '../../../api-client/rules/china-mobile.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import type { VerifiedContact } from './verified-contact.ts';
import type { OtpState } from './use-otp-state.ts';

export interface SendCodeNeeds {
  type: 'sms' | 'email';
  checkUser: boolean;
  onVerified: (contact: VerifiedContact) => void;
}

/** Sends a code to the contact typed; `checkUser` first asks whether a customer with it exists. */
export function useSendCode(otp: OtpState, { type, checkUser, onVerified }: SendCodeNeeds) {
  const { api } = useWidget();
  const { t } = useWidgetText();
  const { value, to, rules, resend, remember, setPhase, setSendError, setProvedBefore, setTo } = otp;
  const isSms = type === 'sms';

  const refused = (error: unknown) => {
    setPhase(to ? 'sent' : 'idle');
    // The server's wait, not the restaurant's whole delay: a reload or a second tab sent the code earlier.
    const stated = isApiError(error) && error.error === 'otp_resend_too_soon' ? error.retryAfterSeconds : null;
    if (stated !== null) {
      resend.start(stated);
      // The code sent before still counts: keep its field, with the server's wait.
      if (to) remember({ value, to, sentAt: Date.now(), wait: stated });
    }
    const numbers = stated !== null ? { ...rules, otp_resend_seconds: stated } : rules;
    setSendError(isApiError(error) ? errorText(t, error.errors[isSms ? 'phone' : 'email'] ?? error.error, error.message, numbers) : t('errors.generic'));
  };

  return async (event: FormEvent) => {
    event.preventDefault();
    setSendError(null);
    const entered = isSms ? nationalChinaMobile(value) : value.trim();
    if (!entered) return setSendError(t(isSms ? 'errors.phone_required' : 'errors.email_required'));
    if (isSms && !isChinaMobile(entered)) return setSendError(t('errors.phone_format_error'));
    setPhase('sending');
    try {
      if (checkUser) {
        const { customer } = isSms ? await api.checkPhone({ country: '86', phone: entered }) : await api.checkEmail({ email: entered });
        if (customer !== 1) {
          setPhase('idle');
          return setSendError(t(isSms ? 'errors.phone_check_error' : 'errors.email_format_error'));
        }
      }
      const answer = isSms ? await api.sendSms({ country: '86', phone: entered }) : await api.sendEmail({ email: entered });
      if (answer.already_verified) {
        // This session proved the contact before (an earlier booking): no code was sent, none is needed.
        setProvedBefore(answer.to);
        setPhase('verified');
        return onVerified({ type, to: answer.to, country: isSms ? '86' : null, phone: isSms ? entered : null, email: isSms ? null : answer.to, provedBefore: true });
      }
      setTo(answer.to);
      setPhase('sent');
      resend.start();
      remember({ value: entered, to: answer.to, sentAt: Date.now(), wait: null });
    } catch (error) {
      refused(error);
    }
  };
}
