import { createContext, useContext, type ReactNode } from 'react';
import type { SiteApi } from './site-api.ts';

const SiteApiContext = createContext<SiteApi | null>(null);

export function SiteApiProvider({ api, children }: { api: SiteApi; children: ReactNode }) {
  return <SiteApiContext.Provider value={api}>{children}</SiteApiContext.Provider>;
}

export function useSiteApi(): SiteApi {
  const api = useContext(SiteApiContext);
  if (!api) throw new Error('useSiteApi needs a <SiteApiProvider> above it');
  return api;
}
