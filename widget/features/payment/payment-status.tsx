import { useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';

interface PaymentStatusProps {
  busy: boolean;
  /** What WeChat Pay on the phone last said (cancelled, not completed). */
  notice: string | null;
  error: string | null;
}

/** Under the buttons: a payment under way, then what came of it. */
export function PaymentStatus({ busy, notice, error }: PaymentStatusProps) {
  const { t } = useWidgetText();
  return (
    <>
      {busy && <Spinner label={t('payment.paying')} />}
      {notice && (
        <p className="tb-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="tb-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
