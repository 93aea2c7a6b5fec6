import { lazy, Suspense } from 'react';
import { useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { holdEndsAt } from '../../rules/hold.ts';
import { BookingHeader } from './booking-header.tsx';
import { BookingProblem } from './booking-problem.tsx';
import { BookingSteps } from './booking-steps.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { ImportantNotes } from './important-notes.tsx';
import { BookingConfirmation } from './confirmation/booking-confirmation.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { useBookingProcess } from './use-booking-process.ts';
import { useStepSaving } from './use-step-saving.ts';
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
  const { t } = useWidgetText();
  const flow = useBookingProcess(code, onStepChange, onPaid);
  const { load, booking, owing, completed, step, isExpired, elsewhere, showingStep } = flow;
  const saving = useStepSaving({ code, refetch: flow.refetch, markExpired: flow.markExpired });
  const shownStep = saving.backTo !== null && saving.backTo < step ? saving.backTo : step;

  if (load.status === 'loading') return <Spinner label={t('common.loading')} visibleLabel />;
  if (load.status === 'ready' && !booking) return <BookingProblem kind="invalid" onBookAgain={onBookAgain} />;
  if (load.status === 'error' || !booking) return <BookingProblem kind="error" onBookAgain={onBookAgain} />;

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
          {showingStep && <HoldCountdown endsAt={holdEndsAt(booking.hold_expires_at)} onExpired={flow.markExpired} />}
          {showingStep && flow.holdEnd.checking && (
            <p className="tb-hint" role="status">
              {t('flow.holdChecking')}
            </p>
          )}
        </div>
        {!elsewhere && <StepIndicator step={completed ? 4 : shownStep} completed={completed} />}
        <div className="tb-flow__body">
          {isExpired ? (
            <BookingProblem
              kind="expired"
              minutes={booking.booking_time_limit}
              note={flow.holdEnd.watchingLatePayment ? t('flow.expiredLatePayment') : undefined}
              onBookAgain={onBookAgain}
            />
          ) : elsewhere ? (
            <BookingProblem kind="elsewhere" onBookAgain={onBookAgain} onMyBookings={onMyBookings} />
          ) : completed && owing ? (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <TopupStep booking={booking} due={owing} onPaid={flow.markTopupPaid} />
            </Suspense>
          ) : completed ? (
            <BookingConfirmation booking={booking} />
          ) : (
            <BookingSteps code={code} booking={booking} shownStep={shownStep} saving={saving} onPaid={flow.markPaid} />
          )}
          {/* Read at every step and accepted in step 4: the confirmation, whose next steps say what still
              matters, does not repeat them. A booking still owing money keeps them, without the hold note. */}
          {(!completed || owing) && <ImportantNotes held={showingStep} />}
        </div>
      </div>
    </div>
  );
}
