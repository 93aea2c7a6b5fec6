import { useWidgetText } from '../../../app/widget-context.tsx';
import { ContactVerification, type VerifiedContact } from '../../../components/contact-verification/contact-verification.tsx';
import { StepFrame } from './step-frame.tsx';

/** Step 1: prove a phone or e-mail by one-time code; a code sent for booking `code` survives a reload. */
export function VerifyStep({ code, onVerified }: { code: string; onVerified: (contact: VerifiedContact) => void }) {
  const { t } = useWidgetText();
  return (
    <StepFrame step={1}>
      <p>{t('verify.intro')}</p>
      <ContactVerification memory={code} onVerified={onVerified} />
    </StepFrame>
  );
}
