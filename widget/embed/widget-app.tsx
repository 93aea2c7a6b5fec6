import { lazy, Suspense, useLayoutEffect } from 'react';
import { resources } from '../../api-client/resources/resources.ts';
import { useResource } from '../../api-client/resources/use-resource.ts';
import { useWidget, useWidgetText } from '../app/widget-context.tsx';
import { Spinner } from '../components/spinner.tsx';
import { WithViewStrings } from '../app/with-view-strings.tsx';
import { BookingView } from '../features/booking/booking-view.tsx';
import { withFlowCss } from '../styles/flow-css.ts';
import type { WidgetState, WidgetViewName } from './attributes.ts';
import type { EmitEvent } from './events.ts';
import { ScreenSwitch } from './screen-switch.tsx';
import { useWidgetScreen } from './use-widget-screen.ts';

// The calendar is in the first download; the flow and my bookings load when first needed.
const BookingProcessView = lazy(() => withFlowCss(import('../features/booking-process/booking-process-view.tsx')).then((m) => ({ default: m.BookingProcessView })));
const NotLiveView = lazy(() => withFlowCss(import('../features/not-live/not-live-view.tsx')));
const MyBookingsView = lazy(() => withFlowCss(import('../features/my-bookings/my-bookings-view.tsx')).then((m) => ({ default: m.MyBookingsView })));

/** What the widget shows while it waits for the API or a view's code. */
export function WidgetLoading() {
  const { t } = useWidgetText();
  return <Spinner label={t('common.loading')} visibleLabel />;
}

/** In-element navigation between calendar, flow and my bookings: the host page never reloads. */
export function WidgetApp({ view, emit, onState, version }: { view: WidgetViewName; emit: EmitEvent; onState: (state: WidgetState) => void; version: string }) {
  const { api, cache } = useWidget();
  const { t } = useWidgetText();
  const { screen, show, startFlow, bookAgain, myBookings, stepChange, paid } = useWidgetScreen(view, emit);
  const status = useResource(cache, resources.status(api));
  const ready = status.status === 'ready';

  // A layout effect: state="ready" and tb:ready come in the frame that shows the first screen. As
  // a passive effect on Preact (the embed's runtime) they came a frame after it, so a host page
  // hiding its placeholder on [state=ready] showed placeholder and widget together for a moment.
  useLayoutEffect(() => {
    if (status.status === 'loading') return onState('loading');
    onState(status.status);
    if (status.status === 'ready') emit('tb:ready', { version });
    else emit('tb:error', {});
  }, [status.status, emit, onState, version]);

  if (status.status === 'loading') return <WidgetLoading />;
  if (status.status === 'error')
    return (
      <div role="alert" className="tb-problem">
        <p>{t('embed.unreachable')}</p>
        <button type="button" className="tb-button" onClick={status.reload}>
          {t('embed.retry')}
        </button>
      </div>
    );
  if (ready && status.value !== 'live' && screen.name !== 'flow')
    return (
      <Suspense fallback={<WidgetLoading />}>
        <WithViewStrings>
          <NotLiveView status={status.value} />
        </WithViewStrings>
      </Suspense>
    );

  return (
    <Suspense fallback={<WidgetLoading />}>
      {screen.name === 'booking' && <BookingView onStartBooking={startFlow} onClose={() => emit('tb:close', {})} />}
      {screen.name === 'flow' && (
        <WithViewStrings>
          <BookingProcessView code={screen.code} onBookAgain={bookAgain} onMyBookings={myBookings} onStepChange={stepChange} onPaid={paid} />
        </WithViewStrings>
      )}
      {screen.name === 'my-bookings' && (
        <WithViewStrings>
          <MyBookingsView onStartBooking={() => show('booking')} />
        </WithViewStrings>
      )}
      <ScreenSwitch screen={screen} show={show} />
    </Suspense>
  );
}
