import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PasskeyView, StaffMe } from '../../api-client/contract/staff-accounts.ts';
import { StaffApiError, type StaffApi } from './staff-api.ts';

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** The browser's own refusals (dismissed, timed out, no passkey here) as the console's keys. */
function browserRefusal(problem: unknown): never {
  if (problem instanceof StaffApiError) throw problem;
  const name = problem instanceof Error ? problem.name : '';
  const key = name === 'NotAllowedError' || name === 'AbortError' ? 'passkey_cancelled' : name === 'InvalidStateError' ? 'passkey_exists' : 'passkey_browser_failed';
  throw new StaffApiError(0, key, problem instanceof Error ? problem.message : String(problem));
}

/** Signs in with a passkey this browser or phone holds: a challenge from the server, signed, checked by the server. */
export async function signInWithPasskey(api: StaffApi): Promise<StaffMe> {
  const optionsJSON = await api.send<Parameters<typeof startAuthentication>[0]['optionsJSON']>('staff_passkey_options');
  const credential = await startAuthentication({ optionsJSON }).catch(browserRefusal);
  return api.send<StaffMe>('staff_passkey_sign_in', { body: { credential } });
}

/** Makes a passkey for the signed-in member and has the server keep it. */
export async function addPasskey(api: StaffApi, label: string): Promise<PasskeyView> {
  const optionsJSON = await api.send<Parameters<typeof startRegistration>[0]['optionsJSON']>('staff_passkey_register_options');
  const credential = await startRegistration({ optionsJSON }).catch(browserRefusal);
  return api.send<PasskeyView>('staff_passkey_register', { body: { label, credential } });
}
