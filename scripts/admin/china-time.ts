import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';

/** An instant as the restaurant reads it: its date and time in Shanghai, said to be China time. */
export function chinaTime(at: string | Date): string {
  const { date, time } = restaurantClock(new Date(at));
  return `${date} ${time} (China time)`;
}
