import { useId } from 'react';
import { displayedPhone } from '../../../api-client/rules/china-mobile.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { ContactField } from './contact-field.tsx';
import { EnterCodeForm } from './enter-code-form.tsx';
import { useOtpState } from './use-otp-state.ts';
import { useSendCode } from './use-send-code.ts';
import { useVerifyCode } from './use-verify-code.ts';
import type { VerifiedContact } from './verified-contact.ts';

export type { VerifiedContact };

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
  const { t } = useWidgetText();
  const id = useId();
  const otp = useOtpState(type, memory);
  const send = useSendCode(otp, { type, checkUser, onVerified });
  const verify = useVerifyCode(otp, type, onVerified);
  const { phase, resend, sendError, provedBefore, to } = otp;
  const waiting = resend.left === null || resend.left > 0;
  const isSms = type === 'sms';
  const locked = phase === 'verified' || phase === 'sending' || phase === 'verifying';
  return (
    <div className="tb-otp">
      <form onSubmit={send} noValidate className="tb-otp__send">
        <ContactField type={type} id={id} value={otp.value} onValue={otp.setValue} locked={locked} error={sendError} />
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
      {to && <EnterCodeForm type={type} id={id} to={to} code={otp.code} onCode={otp.setCode} codeField={otp.codeField} phase={phase} error={otp.codeError} onSubmit={verify} />}
    </div>
  );
}
