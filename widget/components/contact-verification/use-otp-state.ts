import { useEffect, useRef, useState } from 'react';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { rememberSentCode, sentCode, type SentCode } from './sent-code-memory.ts';
import { useResendCountdown } from './use-resend-countdown.ts';

export type OtpPhase = 'idle' | 'sending' | 'sent' | 'verifying' | 'verified';

/** The code field, which takes the focus when a code is sent. */
function useCodeFieldFocus(to: string | null, restored: string | null) {
  const codeField = useRef<HTMLInputElement>(null);
  // Once a code is on its way the guest types it next: the field takes the focus from Send (not
  // on a reload, which brings the field back without moving the page to it).
  const restoredTo = useRef(restored);
  useEffect(() => {
    if (to && to !== restoredTo.current) codeField.current?.focus();
  }, [to]);
  return codeField;
}

/**
 * One channel's contact, code and progress; with `memory` (the booking's code) a sent code's
 * contact, field and wait come back after a reload.
 */
export function useOtpState(type: 'sms' | 'email', memory: string | undefined) {
  const [sent] = useState(() => (memory ? sentCode(memory, type) : null));
  const [value, setValue] = useState(sent?.value ?? '');
  const [code, setCode] = useState('');
  const [to, setTo] = useState<string | null>(sent?.to ?? null);
  const [phase, setPhase] = useState<OtpPhase>(sent ? 'sent' : 'idle');
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [provedBefore, setProvedBefore] = useState<string | null>(null);
  const { rules } = useBookingRules();
  const resend = useResendCountdown(rules?.otp_resend_seconds, sent && { from: sent.sentAt, seconds: sent.wait });
  const remember = (next: SentCode | null) => {
    if (memory) rememberSentCode(memory, type, next);
  };
  const codeField = useCodeFieldFocus(to, sent?.to ?? null);
  return {
    value, setValue, code, setCode, to, setTo, phase, setPhase,
    sendError, setSendError, codeError, setCodeError, provedBefore, setProvedBefore,
    rules, resend, remember, codeField,
  };
}

export type OtpState = ReturnType<typeof useOtpState>;
