import { isChinaMobile, nationalChinaMobile } from '../../../api-client/rules/china-mobile.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { digitsOnly } from '../../rules/phone.ts';

/** The phone field keeps digits; a pasted '+86 138 0013 8000' shows as the 11 digits the number is. */
const phoneFieldValue = (typed: string) => (isChinaMobile(typed) ? nationalChinaMobile(typed) : digitsOnly(typed));

interface ContactFieldProps {
  type: 'sms' | 'email';
  /** The channel's id, from which the field's and its error's ids are made. */
  id: string;
  value: string;
  onValue: (value: string) => void;
  locked: boolean;
  error: string | null;
}

/** Where the code goes: a +86 mobile number or an e-mail address. */
export function ContactField({ type, id, value, onValue, locked, error }: ContactFieldProps) {
  const { t } = useWidgetText();
  const describedBy = error ? `${id}-send-error` : undefined;
  if (type === 'sms')
    return (
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
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => onValue(phoneFieldValue(event.target.value))}
          />
        </div>
      </div>
    );
  return (
    <div className="tb-field">
      <label htmlFor={`${id}-email`}>{t('verify.email')}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={value}
        readOnly={locked}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
