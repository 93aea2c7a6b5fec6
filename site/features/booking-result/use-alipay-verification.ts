import { useEffect, useState } from 'react';
import type { AlipayVerifyRequest, ConfirmedBookingSummary } from '../../../api-client/contract/payment.ts';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';

export type Verification =
  | { state: 'processing' }
  | { state: 'confirmed'; booking: ConfirmedBookingSummary }
  | { state: 'failed' };

/** Alipay's notification usually lands within seconds; SPEC §9 polls every 3 s. */
export const POLL_MS = 3_000;
/** After two minutes of "not yet", the guest is told to contact us rather than wait forever. */
export const MAX_POLLS = 40;

/** Posts the return to alipay_verify, asking again while the server says it is still processing. */
export function useAlipayVerification(request: AlipayVerifyRequest | null): Verification {
  const { client } = useSiteApi();
  const [verification, setVerification] = useState<Verification>(request ? { state: 'processing' } : { state: 'failed' });

  useEffect(() => {
    if (!request) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      try {
        const answer = await client.alipayVerify(request);
        if (stopped) return;
        if (answer.status === 'success' && answer.booking) setVerification({ state: 'confirmed', booking: answer.booking });
        else if (answer.status === 'processing' && attempt < MAX_POLLS) timer = setTimeout(() => void ask(attempt + 1), POLL_MS);
        else setVerification({ state: 'failed' });
      } catch {
        if (!stopped) setVerification({ state: 'failed' });
      }
    };
    void ask(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // The request is read once from the URL the guest returned with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return verification;
}
