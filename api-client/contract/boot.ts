import type { SiteStatus } from './common.ts';
import type { RestaurantCard } from './content.ts';

/**
 * What the server writes into the site's page so its first paint needs no request: the same
 * answers as get_status and /api/restaurant at the moment the page was served.
 */
export interface BootData {
  status: SiteStatus;
  restaurant: RestaurantCard;
}

/** The `<script type="application/json">` element holding the boot data. */
export const BOOT_DATA_ELEMENT_ID = 'tb-boot';
