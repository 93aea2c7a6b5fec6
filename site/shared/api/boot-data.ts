import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../../api-client/contract/boot.ts';
import type { RestaurantCard } from '../../../api-client/contract/content.ts';

const STATUSES = new Set(['live', 'closed', 'maintenance']);

const isCard = (value: unknown): value is RestaurantCard =>
  typeof value === 'object' && value !== null && typeof (value as RestaurantCard).name_en === 'string' && typeof (value as RestaurantCard).registration_en === 'string';

/**
 * The status and restaurant card the server wrote into the page (server/web/boot-data.ts), each
 * only if present and well formed; what is missing (the dev server, a page served while the
 * database was down) is asked of the API as usual.
 */
export function readBootData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Partial<BootData> {
  const text = doc?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  const { status, restaurant } = (data ?? {}) as Record<string, unknown>;
  return {
    ...(typeof status === 'string' && STATUSES.has(status) ? { status: status as BootData['status'] } : {}),
    ...(isCard(restaurant) ? { restaurant } : {}),
  };
}
