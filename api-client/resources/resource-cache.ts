/** What a view knows of one resource: asked and not yet answered, its answer, or why it failed. */
export type ResourceState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * One piece of server data: its key in the cache and how to ask for it. `fresh` data (a month's
 * free days, a booking) is asked again when a view shows it after no view did; the rest is kept.
 */
export interface Resource<T> {
  key: string;
  ask: () => Promise<T>;
  fresh?: boolean;
}

interface Entry {
  state: ResourceState<unknown>;
  asking: Promise<unknown> | null;
  ask: (() => Promise<unknown>) | null;
  fresh: boolean;
  watchers: Set<() => void>;
}

const LOADING: ResourceState<never> = { status: 'loading' };

/**
 * Server data held in the browser by key ('status', 'month/2026-06', 'booking/AB12'): primed from
 * the page's boot data, one request at a time per key however many views ask, and dropped or asked
 * again by key prefix when an action changes what the server holds.
 */
export class ResourceCache {
  private readonly entries = new Map<string, Entry>();

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: LOADING, asking: null, ask: null, fresh: false, watchers: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private set(key: string, entry: Entry, state: ResourceState<unknown>) {
    entry.state = state;
    if (this.entries.get(key) === entry) for (const watcher of [...entry.watchers]) watcher();
  }

  /** The state of `key` now: loading when nothing is known yet. */
  state<T>(key: string): ResourceState<T> {
    return (this.entries.get(key)?.state ?? LOADING) as ResourceState<T>;
  }

  /** An answer already known (written into the page), kept as if it had just been asked. */
  prime<T>(key: string, value: T): void {
    this.set(key, this.entry(key), { status: 'ready', value });
  }

  /** The answer of `resource`: the one held, the request under way, or a new request. */
  load<T>(resource: Resource<T>): Promise<T> {
    const entry = this.entry(resource.key);
    entry.ask = resource.ask;
    entry.fresh = resource.fresh ?? false;
    if (entry.state.status === 'ready') return Promise.resolve(entry.state.value as T);
    return (entry.asking ?? this.ask(resource.key, entry)) as Promise<T>;
  }

  /** Asks again even if an answer is held; the held answer stays on screen until the new one comes. */
  refetch<T>(resource: Resource<T>): Promise<T> {
    const entry = this.entry(resource.key);
    entry.ask = resource.ask;
    return (entry.asking ?? this.ask(resource.key, entry)) as Promise<T>;
  }

  private ask(key: string, entry: Entry): Promise<unknown> {
    if (entry.state.status === 'error') this.set(key, entry, LOADING);
    const asking = entry.ask!().then(
      (value) => {
        if (entry.asking === asking) this.set(key, entry, { status: 'ready', value });
        return value;
      },
      (error: unknown) => {
        if (entry.asking === asking) this.set(key, entry, { status: 'error', error });
        throw error;
      },
    );
    entry.asking = asking;
    void asking.then(
      () => void (entry.asking === asking && (entry.asking = null)),
      () => void (entry.asking === asking && (entry.asking = null)),
    );
    return asking;
  }

  /**
   * After an action that changed what the server holds: every key starting with `prefix` that a
   * view shows is asked again (settles when all have answered); the others are dropped.
   */
  async invalidate(prefix: string): Promise<void> {
    const asked: Promise<unknown>[] = [];
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      if (entry.watchers.size > 0 && entry.ask) {
        entry.asking = null;
        asked.push(this.ask(key, entry).catch(() => undefined));
      } else this.entries.delete(key);
    }
    await Promise.all(asked);
  }

  /** Calls `onChange` whenever the state of `key` changes; returns the way to stop. */
  watch(key: string, onChange: () => void): () => void {
    const entry = this.entry(key);
    entry.watchers.add(onChange);
    return () => {
      entry.watchers.delete(onChange);
      if (entry.watchers.size === 0 && entry.fresh && this.entries.get(key) === entry) this.entries.delete(key);
    };
  }
}
