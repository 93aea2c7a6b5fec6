import type { FormEvent, RefObject } from 'react';
import { displayedPhone } from '../../../api-client/rules/china-mobile.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { digitsOnly } from '../../rules/phone.ts';
import { Spinner } from '../spinner.tsx';
import type { OtpPhase } from './use-otp-state.ts';

interface EnterCodeFormProps {
  type: 'sms' | 'email';
  id: string;
  /** Where the code went, as the server confirmed it. */
  to: string;
  code: string;
  onCode: (code: string) => void;
  codeField: RefObject<HTMLInputElement | null>;
  phase: OtpPhase;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
}

/** The code sent, typed and verified. */
export function EnterCodeForm({ type, id, to, code, onCode, codeField, phase, error, onSubmit }: EnterCodeFormProps) {
  const { t } = useWidgetText();
  const verified = phase === 'verified';
  return (
    <form onSubmit={onSubmit} noValidate className="tb-otp__verify">
      <p className="tb-hint">{t('verify.sentTo', { to: type === 'sms' ? displayedPhone(to) : to })}</p>
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
          aria-invalid={Boolean(error)}
          onChange={(event) => onCode(digitsOnly(event.target.value))}
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
      {error && (
        <p className="tb-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
