import { createContext, useContext, type ReactNode } from 'react';
import type { SiteStatus } from '../../../api-client/contract/common.ts';
import { useSiteApi } from '../api/site-api-context.tsx';
import { useLoad, type Load } from '../api/use-load.ts';

type StatusLoad = Load<SiteStatus> & { reload: () => void };

const SiteStatusContext = createContext<StatusLoad | null>(null);

/** Asks the server once whether online reservation is live, closed or under maintenance. */
export function SiteStatusProvider({ children }: { children: ReactNode }) {
  const { client, boot } = useSiteApi();
  const status = useLoad(client.getStatus, boot?.status);
  return <SiteStatusContext.Provider value={status}>{children}</SiteStatusContext.Provider>;
}

export function useSiteStatus(): StatusLoad {
  const status = useContext(SiteStatusContext);
  if (!status) throw new Error('useSiteStatus needs a <SiteStatusProvider> above it');
  return status;
}

export function useIsLive(): boolean {
  const status = useSiteStatus();
  return status.state === 'ready' && status.data === 'live';
}
