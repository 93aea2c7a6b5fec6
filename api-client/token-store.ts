/** Where the session token handed out by the API is kept between calls (and reloads). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}

/**
 * sessionStorage keeps the token for this tab only, so a reload keeps the booking's session and
 * closing the tab ends it. Falls back to memory where storage is blocked (some embeds, private modes).
 */
export function sessionTokenStore(key = 'tb:session-token'): TokenStore {
  const memory = memoryTokenStore();
  const storage = (): Storage | null => {
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get: () => {
      try {
        return storage()?.getItem(key) ?? memory.get();
      } catch {
        return memory.get();
      }
    },
    set: (value) => {
      memory.set(value);
      try {
        storage()?.setItem(key, value);
      } catch {
        // storage full or blocked: memory keeps it for this page
      }
    },
    clear: () => {
      memory.clear();
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}
