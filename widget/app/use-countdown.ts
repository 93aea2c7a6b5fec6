import { useEffect, useState } from 'react';

/** Seconds left until `endsAt` (ms), ticking every second; null while the end is unknown. */
export function useSecondsUntil(endsAt: number | null, now: () => Date): number | null {
  const compute = () => (endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now().getTime()) / 1000)));
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    setLeft(compute());
    if (endsAt === null) return;
    const timer = setInterval(() => setLeft(compute()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compute reads only endsAt and now
  }, [endsAt, now]);
  return left;
}
