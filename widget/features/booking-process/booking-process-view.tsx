import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { UpdateBookingRequest } from '../../../api-client/contract/booking.ts';
import { isApiError } from '../../../api-client/api-error.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
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
import { FlowStyles } from '../../styles/flow-styles.tsx';

// Only a guest opening a larger party's payment link needs it.
const TopupStep = lazy(() => import('./topup-step.tsx'));

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
  const { api, cache, now } = useWidget();
  const { t } = useWidgetText();
  const bookingResource = resources.booking(api, code);
  const load = useResource(cache, bookingResource);
  const [contact, setContact] = useState<VerifiedContact | null>(null);
  const [expired, setExpired] = useState(false);
  const [paid, setPaid] = useState(false);
  const [topupPaid, setTopupPaid] = useState(false);
  const booking = load.status === 'ready' ? load.value : null;
  // A party the restaurant made larger, its difference still owed (opened from the payment link).
  const owing = booking?.topup_due && !topupPaid ? booking.topup_due : null;
  const alreadyPaid = booking ? booking.status.name !== 'hold' : false;
  const completed = paid || alreadyPaid;
  const step = booking ? stepFromLastStep(booking.last_step) : 1;
  const isExpired =
    !completed && (expired || (booking !== null && (booking.expired || isHoldExpired(booking.hold_expires_at, now()))));

  // Another browser's hold (fetch_booking hides its personal fields): say so now, not at submit.
  const elsewhere = booking !== null && !completed && !isExpired && !booking.personal;
  const showingStep = booking !== null && !completed && !isExpired && !elsewhere;
  useEffect(() => {
    // Once per step reached, not on every refetch of the same step.
    if (showingStep) onStepChange?.(step);
  }, [showingStep, step, onStepChange]);

  const [saveError, setSaveError] = useState<string | null>(null);
  /** A step before the booking's own that the guest went back to, to correct it. */
  const [backTo, setBackTo] = useState<2 | 3 | null>(null);
  const shownStep = backTo !== null && backTo < step ? backTo : step;
  const save = async (patch: Omit<UpdateBookingRequest, 'code'>) => {
    try {
      await api.updateBooking({ code, ...patch });
    } catch (error) {
      if (isApiError(error) && error.error === 'booking_expired') setExpired(true);
      throw error;
    }
    // Shows what the server kept; a failed fetch shows the could-not-load problem.
    await cache.refetch(bookingResource).catch(() => undefined);
    // The server keeps the furthest step reached: saving a corrected step goes on from there.
    setBackTo(null);
  };
  const markExpired = useCallback(() => setExpired(true), []);
  const markPaid = () => {
    setPaid(true);
    // The confirmation shows what was charged (deposit_paid), which only the paid booking has.
    void cache.refetch(bookingResource).catch(() => undefined);
    onPaid?.(code);
  };

  if (load.status === 'loading') return <Spinner label={t('common.loading')} visibleLabel />;
  if (load.status === 'ready' && !booking) return <BookingProblem kind="invalid" onBookAgain={onBookAgain} />;
  if (load.status === 'error' || !booking) return <BookingProblem kind="error" onBookAgain={onBookAgain} />;

  const info = {
    country: contact?.country ?? booking.country ?? null,
    phone: contact?.phone ?? booking.phone ?? null,
    email: contact?.email ?? booking.email ?? null,
    provedBefore: contact?.provedBefore ?? false,
  };
  const requests: RequestsInput = { notes: booking.notes ?? '', food: booking.food ?? '', occasion: booking.occasion ?? '' };
  return (
    <div className="tb-flow-frame">
      <div className={showingStep ? 'tb-flow tb-flow--held' : 'tb-flow'}>
        <FlowStyles />
        {/* Beside the flow on a wide screen: what is held, for how long; on a phone, as a band above it. */}
        <div className="tb-flow__summary">
          <p className="tb-flow__summary-title" aria-hidden="true">
            {t('flow.headerLabel')}
          </p>
          <BookingHeader booking={booking} />
          {showingStep && <HoldCountdown endsAt={holdEndsAt(booking.hold_expires_at)} onExpired={markExpired} />}
        </div>
        {!elsewhere && <StepIndicator step={completed ? 4 : shownStep} completed={completed} />}
        <div className="tb-flow__body">
          {isExpired ? (
            <BookingProblem kind="expired" minutes={booking.booking_time_limit} onBookAgain={onBookAgain} />
          ) : elsewhere ? (
            <BookingProblem kind="elsewhere" onBookAgain={onBookAgain} onMyBookings={onMyBookings} />
          ) : completed && owing ? (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <TopupStep
                booking={booking}
                due={owing}
                onPaid={() => {
                  setTopupPaid(true);
                  void cache.refetch(bookingResource).catch(() => undefined);
                  onPaid?.(code);
                }}
              />
            </Suspense>
          ) : completed ? (
            <BookingConfirmation booking={booking} />
          ) : (
            <>
              {shownStep === 1 && (
                <VerifyStep
                  code={code}
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
              {shownStep === 2 && (
                <CustomerStep contact={info} saved={booking.customer} onSaved={(customerId, email) => save({ customer_id: customerId, email, last_step: 2 })} />
              )}
              {shownStep === 3 && <RequestsStep saved={requests} onSave={(input) => save({ ...input, last_step: 3 })} onBack={() => setBackTo(2)} />}
              {shownStep === 4 && <ReviewStep booking={booking} onPaid={markPaid} onBack={() => setBackTo(3)} />}
            </>
          )}
          {/* Read at every step and accepted in step 4: the confirmation, whose next steps say what still
              matters, does not repeat them. A booking still owing money keeps them, without the hold note. */}
          {(!completed || owing) && <ImportantNotes held={showingStep} />}
        </div>
      </div>
    </div>
  );
}
