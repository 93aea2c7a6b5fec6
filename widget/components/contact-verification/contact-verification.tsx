import { useState } from 'react';
import { useWidgetText } from '../../app/widget-context.tsx';
import { OtpChannel, type VerifiedContact } from './otp-channel.tsx';

export type { VerifiedContact };

/** Phone code OR e-mail code; once one is verified the other is hidden. */
export function ContactVerification({ checkUser, memory, onVerified }: { checkUser?: boolean; memory?: string; onVerified: (contact: VerifiedContact) => void }) {
  const { t } = useWidgetText();
  const [verifiedType, setVerifiedType] = useState<'sms' | 'email' | null>(null);
  const done = (contact: VerifiedContact) => {
    setVerifiedType(contact.type);
    onVerified(contact);
  };
  return (
    <div className="tb-contact-verification">
      {verifiedType !== 'email' && <OtpChannel type="sms" checkUser={checkUser} memory={memory} onVerified={done} />}
      {verifiedType === null && (
        <p className="tb-or" role="separator" aria-label={t('verify.or')}>
          <span aria-hidden="true">{t('verify.or')}</span>
        </p>
      )}
      {verifiedType !== 'sms' && <OtpChannel type="email" checkUser={checkUser} memory={memory} onVerified={done} />}
    </div>
  );
}
