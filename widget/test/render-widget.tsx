import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import type { ApiClient } from '../../api-client/client.ts';
import { WidgetProvider, type WidgetServices } from '../app/widget-context.tsx';
import { createI18n, type Lang } from '../i18n/i18n.ts';

/** Wednesday 2026-06-03 10:00 in Shanghai, the same instant the server suite starts at. */
export const TEST_NOW = new Date('2026-06-03T02:00:00Z');

/**
 * A stand-in for the API in component tests: only the calls a test gives are answered; any other
 * call fails the test loudly. (The real server is exercised by api-client and e2e tests.)
 */
export function stubApi(calls: Partial<ApiClient>): ApiClient {
  return new Proxy(calls as ApiClient, {
    get(target, name: string) {
      const call = target[name as keyof ApiClient];
      if (call) return call;
      return () => Promise.reject(new Error(`unexpected API call ${name}`));
    },
  });
}

export function renderWidget(
  ui: ReactElement,
  { api, lang = 'en', now = TEST_NOW, takeKnownAvailability }: { api: ApiClient; lang?: Lang; now?: Date } & Pick<WidgetServices, 'takeKnownAvailability'>,
) {
  const i18n = createI18n(lang);
  return render(
    <WidgetProvider i18n={i18n} services={{ api, now: () => now, restaurantPhone: '+86 21 5555 0100', takeKnownAvailability }}>
      {ui}
    </WidgetProvider>,
  );
}

/** Focus moves to a new step's heading in an effect just after it renders: wait for it there. */
export async function expectFocusOn(...query: Parameters<typeof screen.findByRole>): Promise<void> {
  const heading = await screen.findByRole(...query);
  await waitFor(() => expect(heading).toHaveFocus());
}
