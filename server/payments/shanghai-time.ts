import { SHANGHAI_UTC_OFFSET, shanghaiWallClock } from '../../api-client/rules/restaurant-date.ts';

/**
 * Provider timestamps in Beijing time, written from the one Shanghai-time implementation
 * (api-client/rules/restaurant-date.ts) in the formats WeChat Pay and Alipay expect.
 */

/** '2026-06-03T10:30:00+08:00' (WeChat's time_expire). */
export function shanghaiRfc3339(at: Date): string {
  return `${shanghaiWallClock(at)}${SHANGHAI_UTC_OFFSET}`;
}

/** '2026-06-03 10:30:00' (Alipay's timestamp and time_expire). */
export function shanghaiDateTime(at: Date): string {
  return shanghaiWallClock(at).replace('T', ' ');
}

/** Reads Alipay's 'yyyy-MM-dd HH:mm:ss' (Beijing time) back into an instant. */
export function parseShanghaiDateTime(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return undefined;
  return new Date(`${value.replace(' ', 'T')}${SHANGHAI_UTC_OFFSET}`);
}
