import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCache } from '../../api-client/resources/resource-cache.ts';
import { WidgetProvider, type WidgetServices } from '../../widget/app/widget-context.tsx';
import { createFakeApi, type FakeSetup } from '../fixtures/fake-api.ts';
import { FIXTURE_NOW } from '../fixtures/restaurant.ts';

/** A clock that starts at the fixture instant and then runs, so countdowns tick from a known time. */
export function runningClock(start: Date = FIXTURE_NOW): () => Date {
  const startedAt = Date.now();
  return () => new Date(start.getTime() + (Date.now() - startedAt));
}

function WidgetStage({ setup, children }: { setup: FakeSetup; children: ReactNode }) {
  const { i18n } = useTranslation();
  // Made once per mount: the fake keeps the booking's state while the story is clicked through.
  const [services] = useState<WidgetServices>(() => {
    const api = createFakeApi(setup);
    // The booking rules come from the fake's card, as the embed asks for them.
    return { api, cache: new ResourceCache(), now: runningClock() };
  });
  return (
    <WidgetProvider services={services} i18n={i18n}>
      <div className="tb-theme" style={{ padding: '1rem' }}>
        {children}
      </div>
    </WidgetProvider>
  );
}

/** Renders a widget view as the embed shows it (default --tb-* theme), against the fake restaurant. */
export const widgetStage =
  (setup: FakeSetup = {}): Decorator =>
  (Story) => (
    <WidgetStage setup={setup}>
      <Story />
    </WidgetStage>
  );
