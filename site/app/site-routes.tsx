import { lazy } from 'react';
import { Redirect, Route, Switch } from './router.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { SiteLayout } from '../shared/layout/site-layout.tsx';

// Each page beyond the front door is its own chunk, fetched when the guest first goes there.
const BookingPage = lazy(() => import('../features/booking/booking-page.tsx'));
const BookingProcessPage = lazy(() => import('../features/booking/booking-process-page.tsx'));
const MyBookingsPage = lazy(() => import('../features/booking/my-bookings-page.tsx'));
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
