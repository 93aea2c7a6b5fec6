/*
 * Small marks for the payment buttons, drawn for this project in the providers' colours so guests
 * recognise the way they pay at a glance. Decorative: each button's text names the method.
 */
const svg = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, className: 'tb-pay__mark' } as const;

/** Two speech bubbles, as on WeChat's own button. */
export function WechatMark() {
  return (
    <svg {...svg}>
      <path fill="currentColor" d="M9.4 3C5.3 3 2 5.7 2 9.1c0 1.9 1 3.6 2.7 4.7l-.6 2.2 2.5-1.3c.9.3 1.8.4 2.8.4h.4a5.2 5.2 0 0 1-.2-1.4c0-3.2 3.1-5.8 7-5.8h.5C16.4 5.1 13.2 3 9.4 3z" />
      <path fill="currentColor" d="M17 9.6c-3.3 0-6 2.2-6 5s2.7 5 6 5c.7 0 1.4-.1 2-.3l2.1 1.1-.5-1.8c1.5-.9 2.4-2.4 2.4-4 0-2.8-2.7-5-6-5z" />
    </svg>
  );
}

/** The character 支 in a rounded square, in Alipay's blue on white. */
export function AlipayMark() {
  return (
    <svg {...svg}>
      <rect width="24" height="24" rx="6" fill="#fff" />
      <path fill="none" stroke="#1064d6" strokeWidth="2.2" strokeLinecap="round" d="M5.5 7.5h13M12 4.5v6M6.5 11h11c-2 5-5.5 7.7-11 9M9 13.5c2 3 5 5.4 9.5 6.5" />
    </svg>
  );
}

/** Two overlapping slanted P's in PayPal's two blues. */
export function PaypalMark() {
  return (
    <svg {...svg}>
      <path fill="#003087" d="M8.1 2.5h6.3c3.2 0 4.8 1.8 4.2 4.7-.7 3.4-3 5-6.3 5H10.4l-1.1 6.6H5.5z" />
      <path fill="#0079c1" d="M10.4 6h5.6c2.5 0 3.6 1.5 3.1 3.8-.6 2.9-2.5 4.3-5.2 4.3h-1.7l-1 5.9H7.8z" />
    </svg>
  );
}
