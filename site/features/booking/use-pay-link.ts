import { useEffect, useState } from 'react';
import { isApiError } from '../../../api-client/index.ts';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { useNavigate, useSearchParams } from '../../app/router.tsx';

/** Where opening a payment link stands: none in the address, opening, opened, or why it was refused. */
export type PayLinkState = 'none' | 'opening' | 'opened' | 'invalid' | 'expired' | 'cancelled' | 'paid' | 'failed';

const REFUSALS: Record<string, PayLinkState> = {
  pay_link_invalid: 'invalid',
  booking_code_invalid: 'invalid',
  booking_expired: 'expired',
  booking_not_payable: 'cancelled',
  booking_paid: 'paid',
};

/**
 * /booking_process/{code}?pay=SECRET, the link the restaurant sent a guest it booked by phone:
 * the secret is given to the server once (it makes that booking, or its top-up, theirs to pay and
 * proves nothing else), then taken out of the address; the booking is read afresh afterwards.
 */
export function usePayLink(code: string): PayLinkState {
  const [params] = useSearchParams();
  const token = params.get('pay');
  const { client, cache } = useSiteApi();
  const navigate = useNavigate();
  const [state, setState] = useState<PayLinkState>(token ? 'opening' : 'none');

  useEffect(() => {
    if (!token) return;
    let current = true;
    client
      .openPayLink({ code, token })
      .then(
        () => 'opened' as const,
        (error: unknown) => (isApiError(error) ? (REFUSALS[error.error] ?? (error.status === 422 ? 'invalid' : 'failed')) : 'failed'),
      )
      .then(async (outcome) => {
        await cache.invalidate(`booking/${code}`);
        if (!current) return;
        setState(outcome);
        if (outcome === 'opened') navigate(`/booking_process/${code}`, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [client, cache, code, token, navigate]);

  return state;
}
