import { createApiClient, sessionTokenStore, type ApiClient, type TokenStore } from '../../../api-client/index.ts';
import type { BootData } from '../../../api-client/contract/boot.ts';
import type { RestaurantCard } from '../../../api-client/contract/content.ts';

/** Everything the site asks the server: the shared API client, plus the restaurant's public card. */
export interface SiteApi {
  client: ApiClient;
  restaurantCard(): Promise<RestaurantCard>;
  /** Answers the server wrote into the page; what is here is not asked for again on start. */
  boot?: Partial<BootData>;
}

export interface SiteApiOptions {
  /** '' when the site is served by the API (npm start, and Vite's proxy in dev). */
  baseUrl?: string;
  tokenStore?: TokenStore;
  fetch?: typeof fetch;
  boot?: Partial<BootData>;
}

export function createSiteApi(options: SiteApiOptions = {}): SiteApi {
  const baseUrl = options.baseUrl ?? '';
  const fetcher = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const client = createApiClient({ baseUrl, tokenStore: options.tokenStore ?? sessionTokenStore(), fetch: fetcher });
  return { client, restaurantCard: () => client.restaurant(), boot: options.boot ?? {} };
}
