/**
 * A guest sent to Alipay's cashier who comes back to the flow unpaid (cancelled there, quit the
 * phone cashier, or pressed Back) finds step 4 as it was left, with a word on what happened. The
 * trip is noted in this tab's sessionStorage as the guest leaves, per booking.
 */
const key = (code: string) => `tb:alipay-trip:${code}`;

export function noteAlipayTrip(code: string): void {
  try {
    sessionStorage.setItem(key(code), '1');
  } catch {
    // storage blocked: the guest comes back to step 4 without the word
  }
}

/** Whether the guest went to Alipay's cashier for `code` from this tab. */
export function wentToAlipay(code: string): boolean {
  try {
    return sessionStorage.getItem(key(code)) !== null;
  } catch {
    return false;
  }
}

/** The trip is told once. */
export function forgetAlipayTrip(code: string): void {
  try {
    sessionStorage.removeItem(key(code));
  } catch {
    // nothing kept
  }
}
