import { useState } from 'react';
import type { StaffApiError } from '../../app/staff-api.ts';
import { asStaffError } from '../../shared/use-action.ts';

/** A change to the evening: busy while under way, then what it did in words, or the refusal to show. */
export function useEveningChange() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const [done, setDone] = useState('');
  const run = async (work: () => Promise<string>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    setDone('');
    try {
      setDone(await work());
      return true;
    } catch (problem) {
      setError(asStaffError(problem));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run };
}
