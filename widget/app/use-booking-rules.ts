import type { BookingRules } from '../../api-client/rules/booking-rules.ts';
import { useRestaurantCard } from './use-restaurant-card.ts';

/**
 * The restaurant's booking rules from its card: undefined until they have come (views show their
 * loading state then, never a number of their own); `failed` with `retry` when the card could not
 * be had.
 */
export function useBookingRules(): { rules: BookingRules | undefined; failed: boolean; retry: () => void } {
  const { card, failed, retry } = useRestaurantCard();
  return { rules: card?.booking_rules, failed, retry };
}
