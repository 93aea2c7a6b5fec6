import type { SiteStatus } from '../../../api-client/contract/common.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import type { ResourceState } from '../../../api-client/resources/resource-cache.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useSiteApi } from '../api/site-api-context.tsx';

/** Whether online reservation is live, closed or under maintenance, with `reload` after a failure. */
export function useSiteStatus(): ResourceState<SiteStatus> & { reload: () => void } {
  const { client, cache } = useSiteApi();
  return useResource(cache, resources.status(client));
}

export function useIsLive(): boolean {
  const status = useSiteStatus();
  return status.status === 'ready' && status.value === 'live';
}
