import { useState } from 'react';
import { useInvalidate } from '../../app/console-data.tsx';
import type { StaffApiError } from '../../app/staff-api.ts';
import { asStaffError } from '../../shared/use-action.ts';

/** A change to people, tokens or passkeys: busy while under way, the refusal if any, and everything on the screen read again after. */
export function usePeopleAction() {
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const act = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await work();
      await invalidate('people/');
      return result;
    } catch (problem) {
      setError(asStaffError(problem));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, act };
}
