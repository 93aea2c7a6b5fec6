import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useRestaurantPhone } from '../../app/use-restaurant-card.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import type { ConfirmationChannel } from '../../../api-client/rules/confirmation-channels.ts';
import { unbrokenPhone } from '../../rules/phone.ts';

/** Names the channels the server sends the confirmation by; nothing when they are not known. */
const SENT_KEYS = { 'email,sms': 'payment.sentEmailSms', email: 'payment.sentEmail', sms: 'payment.sentSms' } as const;

/** The green success message once the deposit is paid, naming only the channels actually used. */
export function PaidMessage({ channels }: { channels?: readonly ConfirmationChannel[] }) {
  const restaurantPhone = useRestaurantPhone();
  const { t } = useWidgetText();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const sent = channels ? SENT_KEYS[[...channels].sort().join(',') as keyof typeof SENT_KEYS] : undefined;
  return (
    <div className="tb-success tb-paid" role="status">
      <h2 ref={heading} tabIndex={-1}>
        <span aria-hidden="true">✔ </span>
        {t('payment.successTitle')}
      </h2>
      <p>{t('payment.success', { phone: unbrokenPhone(restaurantPhone) })}</p>
      {sent && <p>{t(sent)}</p>}
    </div>
  );
}
