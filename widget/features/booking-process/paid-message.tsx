import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';

/** The green success message once the deposit is paid. */
export function PaidMessage() {
  const { restaurantPhone } = useWidget();
  const { t } = useWidgetText();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="tb-success tb-paid" role="status">
      <h2 ref={heading} tabIndex={-1}>
        <span aria-hidden="true">✔ </span>
        {t('payment.successTitle')}
      </h2>
      <p>{t('payment.success', { phone: restaurantPhone })}</p>
    </div>
  );
}
