import type { Booking } from '../../../api-client/contract/booking.ts';
import { CustomerStep } from './steps/customer-step.tsx';
import { RequestsStep, type RequestsInput } from './steps/requests-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { VerifyStep } from './steps/verify-step.tsx';
import { useRememberedFood } from './steps/remembered-food.tsx';
import type { StepSaving } from './use-step-saving.ts';

interface BookingStepsProps {
  code: string;
  booking: Booking;
  /** The step on screen: the booking's own, or one before it the guest went back to. */
  shownStep: number;
  saving: StepSaving;
  onPaid: () => void;
}

/** Steps 1-4 of a held booking: verify a contact, the guest's details, requests, review and pay. */
export function BookingSteps({ code, booking, shownStep, saving, onPaid }: BookingStepsProps) {
  const { contact, saveError, save, setBackTo } = saving;
  const info = {
    country: contact?.country ?? booking.country ?? null,
    phone: contact?.phone ?? booking.phone ?? null,
    email: contact?.email ?? booking.email ?? null,
    provedBefore: contact?.provedBefore ?? false,
  };
  const requests: RequestsInput = { notes: booking.notes ?? '', food: booking.food ?? '', occasion: booking.occasion ?? '' };
  const remembered = useRememberedFood(info, shownStep === 3 ? booking.customer_id : null, requests.food);
  return (
    <>
      {shownStep === 1 && <VerifyStep code={code} onVerified={saving.saveContact} />}
      {saveError && (
        <p className="tb-error" role="alert">
          {saveError}
        </p>
      )}
      {shownStep === 2 && (
        <CustomerStep contact={info} saved={booking.customer} onSaved={(customerId, email) => save({ customer_id: customerId, email, last_step: 2 })} />
      )}
      {shownStep === 3 && <RequestsStep saved={requests} remembered={remembered} onSave={(input) => save({ ...input, last_step: 3 })} onBack={() => setBackTo(2)} />}
      {shownStep === 4 && <ReviewStep booking={booking} onPaid={onPaid} onBack={() => setBackTo(3)} />}
    </>
  );
}
