/**
 * Provider timestamps in Beijing time. China keeps UTC+8 all year (no daylight saving), so a
 * fixed offset is exact and does not depend on the server's time zone.
 */
const OFFSET_MS = 8 * 3_600_000;

function shanghaiParts(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19);
}

/** '2026-06-03T10:30:00+08:00' (WeChat's time_expire). */
export function shanghaiRfc3339(at: Date): string {
  return `${shanghaiParts(at)}+08:00`;
}

/** '2026-06-03 10:30:00' (Alipay's timestamp and time_expire). */
export function shanghaiDateTime(at: Date): string {
  return shanghaiParts(at).replace('T', ' ');
}

/** Reads Alipay's 'yyyy-MM-dd HH:mm:ss' (Beijing time) back into an instant. */
export function parseShanghaiDateTime(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return undefined;
  return new Date(`${value.replace(' ', 'T')}+08:00`);
}
