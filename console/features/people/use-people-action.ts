import { useCallback } from 'react';
import { useInvalidate } from '../../app/console-data.tsx';
import { useStaffAction } from '../../shared/use-action.ts';

/** A change to people, tokens or passkeys: everything on the screen read again after. */
export function usePeopleAction() {
  const invalidate = useInvalidate();
  const { busy, error, run } = useStaffAction(useCallback(() => invalidate('people/'), [invalidate]));
  return { busy, error, act: run };
}
