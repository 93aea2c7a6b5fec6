import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../api-client/index.ts';
import type { PartyEntry, PartyView } from '../../../api-client/contract/party.ts';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { keepDinerSecret, readDinerSecret } from './party-store.ts';

export type PartyState = { state: 'loading' } | { state: 'refused'; error: string } | { state: 'shown'; view: PartyView };

/** The error key of a failed call: the server's refusal, else 'failed' (no connection). */
export const refusalOf = (error: unknown): string => (isApiError(error) && error.error ? error.error : 'failed');

/** The party page's data: the view by the link and this browser's diner secret, and the calls that change it. */
export function useParty(token: string) {
  const { client } = useSiteApi();
  const [party, setParty] = useState<PartyState>({ state: 'loading' });

  const load = useCallback(async () => {
    try {
      setParty({ state: 'shown', view: await client.partyView(token, readDinerSecret(token)) });
    } catch (error) {
      setParty({ state: 'refused', error: refusalOf(error) });
    }
  }, [client, token]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Saves an entry: `id` for the one who booked editing another's; else this browser's own, or a new one. */
  const save = async (entry: PartyEntry, id?: number): Promise<void> => {
    const secret = id === undefined ? readDinerSecret(token) : undefined;
    try {
      const saved = await client.partySave(token, { entry, ...(id !== undefined ? { id } : secret ? { diner: secret } : {}) });
      if (saved.diner) keepDinerSecret(token, saved.diner);
    } catch (error) {
      if (refusalOf(error) === 'diner_not_found') keepDinerSecret(token, null);
      throw error;
    }
    await load();
  };

  const remove = async (id: number): Promise<void> => {
    await client.partyRemove(token, { id });
    await load();
  };

  return { party, save, remove };
}
