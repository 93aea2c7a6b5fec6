import { useCallback, useEffect, useState } from 'react';
import type { UpdateBookingRequest } from '../../../api-client/contract/booking.ts';
import { isApiError } from '../../../api-client/api-error.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { Spinner } from '../../components/spinner.tsx';
import type { VerifiedContact } from '../../components/contact-verification/contact-verification.tsx';
import { holdEndsAt, isHoldExpired } from '../../rules/hold.ts';
import { stepFromLastStep } from '../../rules/steps.ts';
import { BookingHeader } from './booking-header.tsx';
import { BookingProblem } from './booking-problem.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { ImportantNotes } from './important-notes.tsx';
import { BookingConfirmation } from './confirmation/booking-confirmation.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { CustomerStep } from './steps/customer-step.tsx';
import { RequestsStep, type RequestsInput } from './steps/requests-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { VerifyStep } from './steps/verify-step.tsx';
import { useBooking } from './use-booking.ts';
import { FlowStyles } from '../../styles/flow-styles.tsx';

export interface BookingProcessViewProps {
  code: string;
  onBookAgain: () => void;
  /** Where the host shows the guest's bookings (offered when this booking was started elsewhere). */
  onMyBookings?: () => void;
  /** Each time the guest reaches a new step (1-4). */
  onStepChange?: (step: number) => void;
  onPaid?: (code: string) => void;
}

/** /booking_process/{code}: header, steps 1-4 from last_step, hold countdown, notes. */
export function BookingProcessView({ code, onBookAgain, onMyBookings, onStepChange, onPaid }: BookingProcessViewProps) {
  const { api, now } = useWidget();
  const { t } = useWidgetText();
  const { load, refresh } = useBooking(code);
  const [contact, setContact] = useState<VerifiedContact | null>(null);
  const [expired, setExpired] = useState(false);
  const [paid, setPaid] = useState(false);
  const booking = load.status === 'ready' ? load.booking : null;
  const alreadyPaid = booking ? booking.status.name !== 'hold' : false;
  const completed = paid || alreadyPaid;
  const step = booking ? stepFromLastStep(booking.last_step) : 1;
  const isExpired =
    !completed && (expired || (booking !== null && (booking.expired || isHoldExpired(booking.created_at, booking.booking_time_limit, now()))));

  // Another browser's hold (fetch_booking hides its personal fields): say so now, not at submit.
  const elsewhere = booking !== null && !completed && !isExpired && !booking.personal;
  const showingStep = booking !== null && !completed && !isExpired && !elsewhere;
  useEffect(() => {
    // Once per step reached, not on every refetch of the same step.
    if (showingStep) onStepChange?.(step);
  }, [showingStep, step, onStepChange]);

  const [saveError, setSaveError] = useState<string | null>(null);
  const save = async (patch: Omit<UpdateBookingRequest, 'code'>) => {
    try {
      await api.updateBooking({ code, ...patch });
    } catch (error) {
      if (isApiError(error) && error.error === 'booking_expired') setExpired(true);
      throw error;
    }
    await refresh();
  };
  const markExpired = useCallback(() => setExpired(true), []);
  const markPaid = () => {
    setPaid(true);
    onPaid?.(code);
  };

  if (load.status === 'loading') return <Spinner label={t('common.loading')} visibleLabel />;
  if (load.status === 'invalid') return <BookingProblem kind="invalid" onBookAgain={onBookAgain} />;
  if (load.status === 'error' || !booking) return <BookingProblem kind="error" onBookAgain={onBookAgain} />;

  const info = {
    country: contact?.country ?? booking.country ?? null,
    phone: contact?.phone ?? booking.phone ?? null,
    email: contact?.email ?? booking.email ?? null,
    provedBefore: contact?.provedBefore ?? false,
  };
  const requests: RequestsInput = { notes: booking.notes ?? '', food: booking.food ?? '', occasion: booking.occasion ?? '' };
  return (
    <div className="tb-flow">
      <FlowStyles />
      <BookingHeader booking={booking} />
      {!elsewhere && <StepIndicator step={completed ? 4 : step} completed={completed} />}
      {isExpired ? (
        <BookingProblem kind="expired" minutes={booking.booking_time_limit} onBookAgain={onBookAgain} />
      ) : elsewhere ? (
        <BookingProblem kind="elsewhere" onBookAgain={onBookAgain} onMyBookings={onMyBookings} />
      ) : completed ? (
        <BookingConfirmation booking={booking} />
      ) : (
        <>
          <HoldCountdown endsAt={holdEndsAt(booking.created_at, booking.booking_time_limit)} onExpired={markExpired} />
          {step === 1 && (
            <VerifyStep
              onVerified={async (verified) => {
                setContact(verified);
                setSaveError(null);
                await save({ country: verified.country, phone: verified.phone, email: verified.email, last_step: 1 }).catch((error: unknown) =>
                  setSaveError(isApiError(error) ? errorText(t, error.error, error.message) : t('errors.generic')),
                );
              }}
            />
          )}
          {saveError && (
            <p className="tb-error" role="alert">
              {saveError}
            </p>
          )}
          {step === 2 && <CustomerStep contact={info} onSaved={(customerId, email) => save({ customer_id: customerId, email, last_step: 2 })} />}
          {step === 3 && <RequestsStep saved={requests} onSave={(input) => save({ ...input, last_step: 3 })} />}
          {step === 4 && <ReviewStep booking={booking} onPaid={markPaid} />}
        </>
      )}
      {/* Once paid the seats are booked, no longer held: no countdown, no hold note. */}
      <ImportantNotes held={showingStep} />
    </div>
  );
}
