import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ReactElement } from 'react';
import type { ApiClient } from '../../api-client/client.ts';
import { validateClientResult } from '../../api-client/contract/client-results.ts';
import type { RestaurantCard } from '../../api-client/contract/content.ts';
import { CARD_TEXTS } from './card-texts.ts';
import type { BookingRules } from '../../api-client/rules/booking-rules.ts';
import { ResourceCache } from '../../api-client/resources/resource-cache.ts';
import { WidgetProvider, type WidgetServices } from '../app/widget-context.tsx';
import { createI18n, type Lang } from '../i18n/i18n.ts';

/** Wednesday 2026-06-03 10:00 in Shanghai, the same instant the server suite starts at. */
export const TEST_NOW = new Date('2026-06-03T02:00:00Z');

/**
 * A stand-in for the API in component tests: only the calls a test gives are answered, and what
 * they answer must fit the contract as the real client's answers do; any other call fails the
 * test loudly. (The real server is exercised by api-client, server and e2e tests.)
 */
export function stubApi(calls: Partial<ApiClient>): ApiClient {
  type Call = (...args: unknown[]) => unknown;
  // One checking wrapper per stand-in function (a test may swap one in later), itself a mock so
  // expect(api.call) sees its calls.
  const checked = new WeakMap<Call, Call>();
  return new Proxy(calls as ApiClient, {
    get(target, name: string) {
      const call = target[name as keyof ApiClient] as Call | undefined;
      // A view watching seats that a test does not give a stream hears nothing.
      if (!call && name === 'watchSeats') return () => () => undefined;
      if (!call) return () => Promise.reject(new Error(`unexpected API call ${name}`));
      // What a stand-in answers is held to the contract, as the real client's answers are.
      if (!checked.has(call)) {
        checked.set(
          call,
          vi.fn(async (...args: unknown[]) => {
            const value = await call(...args);
            try {
              validateClientResult(name as keyof ApiClient, value);
            } catch (error) {
              // The widget turns most failures into a message on screen: fail the test with the call named too.
              expect.soft((error as Error).message, 'a stand-in answered what the real API never would').toBe('');
              throw error;
            }
            return value;
          }),
        );
      }
      return checked.get(call);
    },
  });
}

/** The demo restaurant's booking rules (server/db/seed.ts), the numbers the SPEC states. */
export const TEST_BOOKING_RULES: BookingRules = { horizon_days: 60, otp_resend_seconds: 60, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 };

export const testCard = (bookingRules: BookingRules = TEST_BOOKING_RULES): RestaurantCard => ({
  name_en: 'Counter Shanghai',
  name_zh: '上海吧台',
  address_en: '88 Fuxing Road West',
  address_zh: '复兴西路88号',
  phone: '+86 21 5555 0100',
  email: 'hello@counter.example',
  website: 'https://counter.example',
  registration_en: 'Counter Shanghai Co., Ltd.',
  registration_zh: '上海吧台有限公司',
  map: null,
  booking_rules: bookingRules,
  hours: { open_weekdays: [2, 3, 4, 5, 6], seating_times: ['18:00', '18:30', '19:00', '19:30', '20:00'], dining_minutes: 150, allergy_notice_hours: 48 },
  private_room: { min_party: 6, notice_working_days: 7 },
  texts: CARD_TEXTS,
  closures: [],
  photos: [],
});

/**
 * Renders `ui` as the site and the embed do. The restaurant's card (with `bookingRules`) is known
 * at once, as the site's page carries it; `bookingRules: null` leaves it to the API's `restaurant`
 * call, so a test can hold it back. `known` primes other answers by cache key ('month/2026-06').
 */
export function renderWidget(
  ui: ReactElement,
  {
    api,
    lang = 'en',
    now = TEST_NOW,
    known = {},
    bookingRules = TEST_BOOKING_RULES,
  }: { api: ApiClient; lang?: Lang; now?: Date | (() => Date); bookingRules?: BookingRules | null; known?: Record<string, unknown> },
) {
  const i18n = createI18n(lang);
  const cache = new ResourceCache();
  if (bookingRules) cache.prime('restaurant', testCard(bookingRules));
  for (const [key, value] of Object.entries(known)) cache.prime(key, value);
  const services: WidgetServices = { api, cache, now: typeof now === 'function' ? now : () => now };
  const view = render(
    <WidgetProvider i18n={i18n} services={services}>
      {ui}
    </WidgetProvider>,
  );
  return { ...view, i18n };
}

/** Focus moves to a new step's heading in an effect just after it renders: wait for it there. */
export async function expectFocusOn(...query: Parameters<typeof screen.findByRole>): Promise<void> {
  const heading = await screen.findByRole(...query);
  await waitFor(() => expect(heading).toHaveFocus());
}
