/** Back from WeChat's H5 cashier and still not paid after this many checks: it was not completed. */
export const H5_RETURN_CHECKS = 5;
/**
 * The pay sheet said paid but WeChat has not confirmed after this many checks (a minute): the
 * guest may go back rather than wait on a spinner; the notification still confirms the booking.
 */
export const JSAPI_PATIENT_CHECKS = 20;

export type PhonePayStart =
  /**
   * Pay inside WeChat (JSAPI); `resumed` when back from the OAuth hop, which is not made twice;
   * `claim` when the hop's return handed this browser one (it had no session cookie).
   */
  | { kind: 'jsapi'; resumed: boolean; claim?: string }
  /** Back from WeChat's H5 cashier: only check_wx says whether it was paid. */
  | { kind: 'h5-returning' };

export type PhonePayStage = 'opening' | 'waiting' | 'returning';

export interface PhonePayCallbacks {
  onPaid: () => void;
  /** Back to the payment options, with what to tell the guest (cancelled, not completed, an error). */
  onDone: (notice: { text: string; error?: boolean }) => void;
  /** Top-level navigation (the OAuth hop); tests pass their own. */
  leavePage: (url: string) => void;
}
