import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Resource, ResourceCache, ResourceState } from './resource-cache.ts';

/**
 * The one way a view reads server data, on the site and in the widget: the state of `resource`
 * in `cache`, asked for when not yet held, and `reload` to ask again (after a failure).
 */
export function useResource<T>(cache: ResourceCache, resource: Resource<T>): ResourceState<T> & { reload: () => void } {
  const { key } = resource;
  const latest = useRef(resource);
  latest.current = resource;
  const watch = useCallback((onChange: () => void) => cache.watch(key, onChange), [cache, key]);
  const state = useSyncExternalStore(watch, () => cache.state<T>(key), () => cache.state<T>(key));
  useEffect(() => {
    cache.load(latest.current).catch(() => undefined);
  }, [cache, key]);
  const reload = useCallback(() => void cache.refetch(latest.current).catch(() => undefined), [cache]);
  return { ...state, reload };
}
