export const STEP_COUNT = 4;
export const PROGRESS_SEGMENTS = 5;

/** The page shows step last_step + 1 (last_step 0..3 -> steps 1..4). */
export function stepFromLastStep(lastStep: number): 1 | 2 | 3 | 4 {
  const step = Math.min(Math.max(Math.trunc(lastStep), 0), STEP_COUNT - 1) + 1;
  return step as 1 | 2 | 3 | 4;
}

/**
 * Five segments: the first always filled, segment n (1..3) once the step passes n, the last only
 * when the booking is paid.
 */
export function progressSegments(step: number, completed: boolean): boolean[] {
  return Array.from({ length: PROGRESS_SEGMENTS }, (_, index) =>
    index === PROGRESS_SEGMENTS - 1 ? completed : index === 0 || (index < step) || completed,
  );
}
