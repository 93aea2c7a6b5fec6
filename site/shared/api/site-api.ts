import { createCheckedApiClient, sessionTokenStore, type ApiClient, type TokenStore } from '../../../api-client/index.ts';
import type { BootData } from '../../../api-client/contract/boot.ts';
import { ResourceCache } from '../../../api-client/resources/resource-cache.ts';
import { primeFromBoot } from '../../../api-client/resources/resources.ts';

/** Everything the site asks the server, and what it holds of the answers (shared with the widget's views). */
export interface SiteApi {
  client: ApiClient;
  cache: ResourceCache;
}

export interface SiteApiOptions {
  /** '' when the site is served by the API (npm start, and Vite's proxy in dev). */
  baseUrl?: string;
  tokenStore?: TokenStore;
  fetch?: typeof fetch;
  /** Another client (tests); the options above are then unused. */
  client?: ApiClient;
  /** Answers the server wrote into the page: held at once, not asked for again. */
  boot?: Partial<BootData>;
}

export function createSiteApi(options: SiteApiOptions = {}): SiteApi {
  const fetcher = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const client =
    options.client ?? createCheckedApiClient({ baseUrl: options.baseUrl ?? '', tokenStore: options.tokenStore ?? sessionTokenStore(), fetch: fetcher });
  const cache = new ResourceCache();
  primeFromBoot(cache, options.boot ?? {});
  return { client, cache };
}
