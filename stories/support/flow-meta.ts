import { fn } from 'storybook/test';
import { BookingProcessView } from '../../widget/features/booking-process/booking-process-view.tsx';
import { BOOKING_CODE } from '../fixtures/bookings.ts';

/** The component and default args shared by the booking-flow stories files. */
export const flowComponent = BookingProcessView;
export const flowArgs = () => ({ code: BOOKING_CODE, onBookAgain: fn(), onStepChange: fn(), onPaid: fn() });
