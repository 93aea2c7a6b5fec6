import type {
  AlipayCreateRequest,
  AlipayVerifyRequest,
  PaypalCaptureRequest,
  PaypalCreateRequest,
  WpayH5Request,
  WpayJsapiRequest,
  WpayRequest,
} from '../contract/payment.ts';
import type { GuestCaller } from './guest-caller.ts';

/** Paying the deposit: the methods offered, then PayPal, WeChat Pay or Alipay. */
export function paymentCalls({ answer }: GuestCaller) {
  return {
    paymentOptions: () => answer('payment_options'),
    paypalCreate: (body: PaypalCreateRequest) => answer('paypal_create', { body }),
    paypalCapture: (body: PaypalCaptureRequest) => answer('paypal_capture', { body }),
    wpay: (body: WpayRequest) => answer('wpay', { body }),
    wpayJsapi: (body: WpayJsapiRequest) => answer('wpay_jsapi', { body }),
    wpayH5: (body: WpayH5Request) => answer('wpay_h5', { body }),
    alipayCreate: (body: AlipayCreateRequest) => answer('alipay_create', { body }),
    checkWx: (code: string) => answer('check_wx', { params: { code } }),
    alipayVerify: (body: AlipayVerifyRequest) => answer('alipay_verify', { body }),
  };
}
