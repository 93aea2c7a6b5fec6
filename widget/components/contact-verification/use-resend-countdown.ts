import { useEffect, useState } from 'react';

export const RESEND_SECONDS = 60;

/** After a code is sent, the send button waits 60 seconds (SPEC §9). */
export function useResendCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(RESEND_SECONDS) };
}
