/**
 * The booking code of an open flow survives a reload: kept in the URL hash (shareable within the
 * tab, no reload when set) and in sessionStorage (in case the host page rewrites its hash).
 */
const HASH_KEY = 'tb-booking';
const STORAGE_KEY = 'tb:booking-code';
const CODE = /^[A-Za-z0-9_-]{4,64}$/;

function readHash(): string | null {
  const match = new RegExp(`[#&]${HASH_KEY}=([^&]+)`).exec(location.hash);
  const code = match ? decodeURIComponent(match[1]!) : null;
  return code && CODE.test(code) ? code : null;
}

/**
 * Only a reload or back/forward can find a code this page kept in sessionStorage but lost from its
 * hash; other arrivals leave storage alone, as its first touch is a synchronous trip to the browser
 * process that a phone feels at start (npm run bench). Where the browser cannot tell, it is read.
 */
export function cameBackInThisTab(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]) : [];
  return !entry || entry.type === 'reload' || entry.type === 'back_forward';
}

export function rememberedCode(): string | null {
  const fromHash = readHash();
  if (fromHash) return fromHash;
  if (!cameBackInThisTab()) return null;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored && CODE.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

function writeHash(code: string | null) {
  const others = location.hash.replace(/^#/, '').split('&').filter((part) => part && !part.startsWith(`${HASH_KEY}=`));
  if (code) others.push(`${HASH_KEY}=${encodeURIComponent(code)}`);
  const hash = others.length > 0 ? `#${others.join('&')}` : '';
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}

export function rememberCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(STORAGE_KEY, code);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: the hash still keeps it
  }
  writeHash(code);
}
