import type { BookingRules } from '../../api-client/rules/booking-rules.ts';
import { useAsync } from './use-async.ts';
import { useWidget } from './widget-context.tsx';

/**
 * The restaurant's booking rules from its card: undefined until they have come (views show their
 * loading state then, never a number of their own); `failed` with `retry` when the card could not
 * be had.
 */
export function useBookingRules(): { rules: BookingRules | undefined; failed: boolean; retry: () => void } {
  const { restaurantCard } = useWidget();
  const state = useAsync(async () => (await restaurantCard.ask()).booking_rules, 'booking-rules', () => restaurantCard.known()?.booking_rules);
  // The site hands over a new source once its own request for the card has answered.
  const known = restaurantCard.known()?.booking_rules;
  const rules = state.status === 'ready' ? state.value : known;
  return { rules, failed: state.status === 'error' && !rules, retry: state.reload };
}
