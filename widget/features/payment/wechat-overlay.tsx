import { useLayoutEffect, useRef } from 'react';
import { useRestaurantPhone } from '../../app/use-restaurant-card.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { Modal } from '../../components/modal.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useQrCode } from '../../components/use-qr-code.ts';
import { unbrokenPhone } from '../../rules/phone.ts';

export const WECHAT_POLL_MS = 3000;

/**
 * Full-screen WeChat payment: the QR code of code_url (qrcode is loaded only here) and a check
 * every 3 seconds until the server says SUCCESS.
 */
export default function WechatOverlay(props: { code: string; codeUrl: string; demo: boolean; depositText: string; onPaid: () => void; onClose: () => void }) {
  const { code, codeUrl, demo, depositText, onPaid, onClose } = props;
  const { api } = useWidget();
  const restaurantPhone = useRestaurantPhone();
  const { t } = useWidgetText();
  const qr = useQrCode(codeUrl, 240);
  const paid = useRef(onPaid);
  paid.current = onPaid;

  // Started in the commit that shows the QR code: Preact defers passive effects to after the next
  // frame, and a guest may already be paying by then; the check must run whenever the code is shown.
  useLayoutEffect(() => {
    const timer = setInterval(() => {
      api.checkWx(code).then(
        ({ status }) => status === 'SUCCESS' && paid.current(),
        () => undefined, // SPEC §8: other payment failures are only logged
      );
    }, WECHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [api, code]);

  return (
    <Modal title={t('payment.wechatTitle')} closeLabel={t('common.close')} onClose={onClose} className="tb-modal--full">
      {demo && <p className="tb-notice">{t('payment.demoNotice')}</p>}
      <div className="tb-qr">{qr ? <img src={qr} alt={t('payment.qrAlt')} width={240} height={240} /> : <Spinner label={t('common.loading')} />}</div>
      <p>{t('payment.wechatScan', { amount: depositText })}</p>
      {/* The demo's code is a page of this server: a desktop without a phone opens it here and pays. */}
      {demo && (
        <p>
          <a href={codeUrl} target="_blank" rel="noopener noreferrer">
            {t('payment.demoPayHere')}
          </a>
        </p>
      )}
      <p className="tb-hint">{t('payment.wechatHint', { phone: unbrokenPhone(restaurantPhone) })}</p>
      <Spinner label={t('payment.waiting')} visibleLabel />
    </Modal>
  );
}
