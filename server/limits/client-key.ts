import { isIPv4, isIPv6 } from 'node:net';

/**
 * The one key every per-address limit counts under. Spellings of one address count as one
 * client (brackets, zone and port dropped, IPv4-mapped IPv6 turned back into IPv4), and an IPv6
 * client counts by its /64, the block one subscriber gets and can rotate through at will.
 */
export function clientKey(address: string): string {
  const bare = withoutDecoration(address.trim().toLowerCase());
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (isIPv4Mapped(groups)) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * The wider key of limits against guessing a secret: an IPv6 client counts by its /48, the block
 * a site is given, since one subscriber may hold many /64s; an IPv4 client by its address.
 */
export function clientNetworkKey(address: string): string {
  const key = clientKey(address);
  if (!key.endsWith('::/64')) return key;
  return `${key.split(':').slice(0, 3).join(':')}::/48`;
}

/** `[::1]:8080` -> `::1`, `fe80::1%eth0` -> `fe80::1`, `192.0.2.1:443` -> `192.0.2.1`. */
function withoutDecoration(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  const inner = bracketed ? bracketed[1]! : address;
  const unzoned = inner.replace(/%.*$/, '');
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(unzoned);
  return v4WithPort ? v4WithPort[1]! : unzoned;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail read. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') as [string, string] : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

const isIPv4Mapped = (groups: number[]) => groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
