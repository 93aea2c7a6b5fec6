import { guestName } from '../../api-client/rules/guest-name.ts';

/** A guest's name wherever the console shows one, by the house rule in either language (王磊, Lin Zhao); `fallback` when there is none. */
export function shownName(guest: { first_name: string | null; last_name: string | null }, fallback: string): string {
  return guestName(guest.first_name, guest.last_name) || fallback;
}
