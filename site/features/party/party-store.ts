import type { PartyEntry } from '../../../api-client/contract/party.ts';

/** A diner's secret is kept in this browser only, per party link: it is what lets them edit their own entry. */
const keyOf = (token: string) => `party-diner:${token}`;

export function readDinerSecret(token: string): string | undefined {
  try {
    return localStorage.getItem(keyOf(token)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepDinerSecret(token: string, secret: string | null): void {
  try {
    if (secret) localStorage.setItem(keyOf(token), secret);
    else localStorage.removeItem(keyOf(token));
  } catch {
    // A browser that keeps nothing (private mode) can still write in once.
  }
}

export const emptyEntry = (): PartyEntry => ({ name: '', food: [], other_food: '', allergies: [], occasion: '' });
