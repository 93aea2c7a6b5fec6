import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="booking" element={<BookingPage />} />
        <Route path="booking_process/:code" element={<BookingProcessPage />} />
        <Route path="booking_result" element={<BookingResultPage />} />
        <Route path="my_bookings" element={<MyBookingsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
