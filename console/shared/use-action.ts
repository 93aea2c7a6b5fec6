import { useCallback, useState } from 'react';
import { StaffApiError } from '../app/staff-api.ts';
import { useBookingsChanged } from '../app/console-data.tsx';

export interface StaffAction {
  busy: boolean;
  error: StaffApiError | undefined;
  /** Runs one call; on success what it changed is read again, on a refusal the error is kept to show. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
  clear(): void;
}

export function asStaffError(problem: unknown): StaffApiError {
  return problem instanceof StaffApiError ? problem : new StaffApiError(0, 'network_error', String(problem));
}

/** One staff action: busy while under way, the refusal if any, and `refresh` (what it changed read again) after. */
export function useStaffAction(refresh: () => Promise<unknown>): StaffAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const run = useCallback(
    async <T,>(work: () => Promise<T>) => {
      setBusy(true);
      setError(undefined);
      try {
        const result = await work();
        await refresh();
        return result;
      } catch (problem) {
        setError(asStaffError(problem));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [refresh],
  );
  return { busy, error, run, clear: useCallback(() => setError(undefined), []) };
}

/** One staff action on bookings: a fresh view of them after. */
export function useBookingAction(): StaffAction {
  return useStaffAction(useBookingsChanged());
}
