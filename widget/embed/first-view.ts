import type { ApiClient } from '../../api-client/client.ts';
import type { SiteStatus } from '../../api-client/contract/common.ts';
import { prefetchMonth } from '../app/month-answers.ts';
import { restaurantCardSource } from '../app/restaurant-card-source.ts';
import type { WidgetServices } from '../app/widget-context.tsx';

/** The answers the embed's first screen needs, asked for together and handed out once. */
export interface FirstViewAnswers extends Pick<WidgetServices, 'takeKnownStatus' | 'takeKnownAvailability' | 'restaurantCard'> {
  /** Settles (never rejects) once every answer has come or failed. */
  settled: Promise<void>;
}

/**
 * Asks get_status, the restaurant's card (the calendar needs its horizon at once) and, for a
 * calendar, its opening month ('YYYY-MM'), at once, so the element can render its first screen
 * once and complete rather than a spinner first and the screen again when the answers come. A
 * failed call hands out nothing: the view then asks itself and shows its own error and retry.
 */
export function askFirstView(api: ApiClient, calendarMonth: string | null): FirstViewAnswers {
  let status: SiteStatus | undefined;
  const statusAnswered = api.getStatus().then(
    (answer) => {
      status = answer;
    },
    () => undefined,
  );
  const restaurantCard = restaurantCardSource(api);
  const cardAnswered = restaurantCard.ask().then(
    () => undefined,
    () => undefined,
  );
  const month = calendarMonth ? prefetchMonth(api, calendarMonth) : null;
  return {
    settled: Promise.all([statusAnswered, cardAnswered, month?.settled]).then(() => undefined),
    takeKnownStatus() {
      const answer = status;
      status = undefined;
      return answer;
    },
    restaurantCard,
    ...(month ? { takeKnownAvailability: month.take } : {}),
  };
}
