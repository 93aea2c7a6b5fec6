import { useWidgetText } from '../app/widget-context.tsx';
import type { WidgetViewName } from './attributes.ts';
import type { Screen } from './use-widget-screen.ts';

/** Under the calendar, the way to my bookings; under my bookings, the way back to a new booking. */
export function ScreenSwitch({ screen, show }: { screen: Screen; show: (name: WidgetViewName) => void }) {
  const { t } = useWidgetText();
  return (
    <nav className="tb-switch">
      {screen.name === 'my-bookings' ? (
        <button type="button" className="tb-button tb-button--quiet" onClick={() => show('booking')}>
          {t('embed.newBooking')}
        </button>
      ) : (
        screen.name === 'booking' && (
          <button type="button" className="tb-button tb-button--quiet" onClick={() => show('my-bookings')}>
            {t('embed.myBookings')}
          </button>
        )
      )}
    </nav>
  );
}
