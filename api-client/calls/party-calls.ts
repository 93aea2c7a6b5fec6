import type { PartyInviteInput, PartyRemoveInput, PartySaveInput } from '../contract/party.ts';
import type { GuestCaller } from './guest-caller.ts';

/** The party's page: a diner's own entry by the party link, and the link for the one who booked. */
export function partyCalls({ answer }: GuestCaller) {
  return {
    partyView: (token: string, diner?: string) => answer('party_view', { params: { token }, body: diner ? { diner } : {} }),
    partySave: (token: string, body: PartySaveInput) => answer('party_save', { params: { token }, body }),
    partyRemove: (token: string, body: PartyRemoveInput) => answer('party_remove', { params: { token }, body }),
    partyInvite: (body: PartyInviteInput) => answer('party_invite', { body }),
  };
}
