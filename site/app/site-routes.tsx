import { lazy } from 'react';
import { Redirect, Route, Switch } from './router.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { SiteLayout } from '../shared/layout/site-layout.tsx';
import { fetchWidgetStrings } from '../i18n/widget-strings.ts';
import { resolveLang } from '../../widget/i18n/i18n-core.ts';

/**
 * A page showing a booking view fetches the widget's strings in the guest's language alongside
 * its own code, rather than after it (site/i18n/widget-strings.ts).
 */
const withWidgetStrings =
  <T,>(page: () => Promise<T>) =>
  (): Promise<T> => {
    fetchWidgetStrings(resolveLang()).catch(() => undefined); // the page's host asks again
    return page();
  };

// Each page beyond the front door is loaded when the guest first goes there; the three pages with
// booking views share one chunk (vite.site.config.ts).
const BookingPage = lazy(withWidgetStrings(() => import('../features/booking/booking-page.tsx')));
const BookingProcessPage = lazy(withWidgetStrings(() => import('../features/booking/booking-process-page.tsx')));
const MyBookingsPage = lazy(withWidgetStrings(() => import('../features/booking/my-bookings-page.tsx')));
const BookingResultPage = lazy(() => import('../features/booking-result/booking-result-page.tsx'));
const FaqPage = lazy(() => import('../features/faq/faq-page.tsx'));
const ContactPage = lazy(() => import('../features/contact/contact-page.tsx'));
const PrivacyPage = lazy(() => import('../features/privacy/privacy-page.tsx'));

/** The routes of SPEC §2; any other path goes back to the landing page. */
export function SiteRoutes() {
  return (
    <SiteLayout>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/home" component={HomePage} />
        <Route path="/booking" component={BookingPage} />
        <Route path="/booking_process/:code" component={BookingProcessPage} />
        <Route path="/booking_result" component={BookingResultPage} />
        <Route path="/my_bookings" component={MyBookingsPage} />
        <Route path="/faq" component={FaqPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </SiteLayout>
  );
}
