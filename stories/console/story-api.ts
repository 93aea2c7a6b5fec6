import { expect, fn, within } from 'storybook/test';
import type { StaffMe } from '../../api-client/contract/staff-accounts.ts';
import { endpoints, type RouteName } from '../../api-client/contract/endpoints.ts';
import { routeUrl } from '../../api-client/route-call.ts';
import { StaffApiError, type StaffApi, type StaffCallInput } from '../../console/app/staff-api.ts';

/** An answer that never comes: the screen stays on its loading state. */
export const NEVER = Symbol('never answered');

/** The server unreachable, as the console's client reports it. */
export const unreachable = () => new StaffApiError(0, 'network_error', 'no server in a story');

type Answer = unknown | typeof NEVER | StaffApiError;

/**
 * A stand-in for the staff API in a story: each GET answers what `answers` holds for its path (its
 * parameters filled in: a value, a refusal, or NEVER); a path not listed is refused as the server does.
 */
export function storyApi(answers: Record<string, Answer>, send?: StaffApi['send']): StaffApi {
  return {
    get: <T,>(name: RouteName, input?: StaffCallInput) => {
      const path = routeUrl(endpoints[name], { params: input?.params });
      const answer = answers[path];
      if (answer === NEVER) return new Promise<T>(() => undefined);
      if (answer instanceof StaffApiError) return Promise.reject(answer);
      if (answer === undefined) return Promise.reject(new StaffApiError(404, 'not_found', `no ${path} in this story`));
      return Promise.resolve(structuredClone(answer) as T);
    },
    send: send ?? (fn(async <T,>() => ({}) as T) as StaffApi['send']),
    signedIn: () => undefined,
  };
}

/** Every GET answered the same way: each screen's loading or failed state. */
export function everyPath(answer: typeof NEVER | StaffApiError): StaffApi {
  return new Proxy(storyApi({}), {
    get: (target, key) => (key === 'get' ? () => (answer === NEVER ? new Promise(() => undefined) : Promise.reject(answer)) : target[key as keyof StaffApi]),
  });
}

/** A screen's props in the screen stories. */
export type ScreenArgs = { api: StaffApi; me: StaffMe };

/** A screen whose every read is still under way, and one whose every read cannot reach the server. */
export const loading = { args: { api: everyPath(NEVER) } };
export const failed = { args: { api: everyPath(unreachable()) } };

export async function saysLoading({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getAllByRole('status').some((status) => /Loading|加载中/.test(status.textContent ?? ''))).toBe(true);
}

export async function saysUnreachable({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect((await within(canvasElement).findAllByRole('alert'))[0]).toHaveTextContent(/server could not be reached|无法连接服务器/);
}
