import type { SiteStatus } from './common.ts';
import type { RestaurantCard } from './content.ts';

/**
 * What the server writes into the site's page so its first paint needs no request: the same
 * answers as get_status and /api/restaurant (and, for the calendar, check_full and check_closed)
 * at the moment the page was served.
 */
export interface BootData {
  status: SiteStatus;
  restaurant: RestaurantCard;
  /** On /booking only: check_full and check_closed for the month the calendar opens on. */
  availability?: MonthAvailabilityAnswer;
}

/** check_full and check_closed of one month ('YYYY-MM'), as answered when the page was served. */
export interface MonthAvailabilityAnswer {
  month: string;
  full: string[];
  closed: string[];
}

/** The site's route whose page carries the calendar's first month. */
export const CALENDAR_PATH = '/booking';

/** The `<script type="application/json">` element holding the boot data. */
export const BOOT_DATA_ELEMENT_ID = 'tb-boot';
