import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import { displayedPhone, isChinaMobile, nationalChinaMobile } from '../../../api-client/rules/china-mobile.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { digitsOnly } from '../../rules/phone.ts';
import { Spinner } from '../spinner.tsx';
import { rememberSentCode, sentCode, type SentCode } from './sent-code-memory.ts';
import { useResendCountdown } from './use-resend-countdown.ts';

export interface VerifiedContact {
  type: 'sms' | 'email';
  /** The destination as the server confirmed it ('86 13800138000' or the lower-case e-mail). */
  to: string;
  country: string | null;
  phone: string | null;
  email: string | null;
  /** True when this session had proved the contact before, so no code was asked for. */
  provedBefore?: boolean;
}

/** The phone field keeps digits; a pasted '+86 138 0013 8000' shows as the 11 digits the number is. */
const phoneFieldValue = (typed: string) => (isChinaMobile(typed) ? nationalChinaMobile(typed) : digitsOnly(typed));

type Phase = 'idle' | 'sending' | 'sent' | 'verifying' | 'verified';

/**
 * One way to prove a contact: phone (+86 only) or e-mail. Send, wait the restaurant's resend delay, enter the
 * numeric code, verify. `checkUser` first asks whether a customer with that contact exists.
 * With `memory` (the booking's code) a sent code's contact, field and wait survive a reload.
 */
export function OtpChannel({
  type,
  checkUser = false,
  memory,
  onVerified,
}: {
  type: 'sms' | 'email';
  checkUser?: boolean;
  memory?: string;
  onVerified: (contact: VerifiedContact) => void;
}) {
  const { api } = useWidget();
  const { t } = useWidgetText();
  const id = useId();
  const [sent] = useState(() => (memory ? sentCode(memory, type) : null));
  const [value, setValue] = useState(sent?.value ?? '');
  const [code, setCode] = useState('');
  const [to, setTo] = useState<string | null>(sent?.to ?? null);
  const [phase, setPhase] = useState<Phase>(sent ? 'sent' : 'idle');
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [provedBefore, setProvedBefore] = useState<string | null>(null);
  const { rules } = useBookingRules();
  const resend = useResendCountdown(rules?.otp_resend_seconds, sent && { from: sent.sentAt, seconds: sent.wait });
  const remember = (next: SentCode | null) => {
    if (memory) rememberSentCode(memory, type, next);
  };
  const waiting = resend.left === null || resend.left > 0;
  const isSms = type === 'sms';
  const codeField = useRef<HTMLInputElement>(null);
  // Once a code is on its way the guest types it next: the field takes the focus from Send (not
  // on a reload, which brings the field back without moving the page to it).
  const restoredTo = useRef(sent?.to ?? null);
  useEffect(() => {
    if (to && to !== restoredTo.current) codeField.current?.focus();
  }, [to]);

  const send = async (event: FormEvent) => {
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
    }
  };

  const verify = async (event: FormEvent) => {
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

  const verified = phase === 'verified';
  const locked = verified || phase === 'sending' || phase === 'verifying';
  return (
    <div className="tb-otp">
      <form onSubmit={send} noValidate className="tb-otp__send">
        {isSms ? (
          <div className="tb-field">
            <label htmlFor={`${id}-phone`}>{t('verify.phone')}</label>
            <div className="tb-phone">
              <span className="tb-phone__country" aria-label={t('verify.country')}>
                +86
              </span>
              <input
                id={`${id}-phone`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={value}
                readOnly={locked}
                aria-invalid={Boolean(sendError)}
                aria-describedby={sendError ? `${id}-send-error` : undefined}
                onChange={(event) => setValue(phoneFieldValue(event.target.value))}
              />
            </div>
          </div>
        ) : (
          <div className="tb-field">
            <label htmlFor={`${id}-email`}>{t('verify.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={value}
              readOnly={locked}
              aria-invalid={Boolean(sendError)}
              aria-describedby={sendError ? `${id}-send-error` : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
        )}
        <button type="submit" className="tb-button" disabled={locked || waiting}>
          {resend.left === null
            ? t('common.loading')
            : resend.left > 0
              ? t('verify.resendIn', { seconds: resend.left })
              : t(isSms ? 'verify.sendSms' : 'verify.sendEmail')}
        </button>
        {sendError && (
          <p id={`${id}-send-error`} className="tb-error" role="alert">
            {sendError}
          </p>
        )}
      </form>
      {provedBefore && (
        <p className="tb-success" role="status">
          <span aria-hidden="true">✔ </span>
          {t('verify.provedBefore', { contact: isSms ? displayedPhone(provedBefore) : provedBefore })}
        </p>
      )}
      {to && (
        <form onSubmit={verify} noValidate className="tb-otp__verify">
          <p className="tb-hint">{t('verify.sentTo', { to: isSms ? displayedPhone(to) : to })}</p>
          <div className="tb-field">
            <label htmlFor={`${id}-code`}>{t('verify.code')}</label>
            <input
              id={`${id}-code`}
              ref={codeField}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              readOnly={verified}
              aria-invalid={Boolean(codeError)}
              onChange={(event) => setCode(digitsOnly(event.target.value))}
            />
          </div>
          <button type="submit" className="tb-button" disabled={verified || phase === 'verifying'}>
            {verified ? t('verify.verified') : t('verify.verify')}
          </button>
          {phase === 'verifying' && <Spinner label={t('verify.verifying')} />}
          {verified && (
            <p className="tb-success" role="status">
              <span aria-hidden="true">✔ </span>
              {t('verify.verified')}
            </p>
          )}
          {codeError && (
            <p className="tb-error" role="alert">
              {codeError}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
