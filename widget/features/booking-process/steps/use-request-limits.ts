import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api-client/api-error.ts';
import { REQUEST_TEXT_MAX, type RequestTextField } from '../../../../api-client/contract/request-limits.ts';
import { roomForOther } from '../../../rules/requests.ts';

type TextField = HTMLInputElement & HTMLTextAreaElement;
type Texts = Record<RequestTextField, string>;

/** The fields the server refused as too long, from its error map ({notes: 'notes_too_long'}). */
function tooLongAtServer(failure: unknown): RequestTextField[] {
  if (!isApiError(failure)) return [];
  return Object.entries(failure.errors)
    .filter(([field, key]) => field in REQUEST_TEXT_MAX && key === `${field}_too_long`)
    .map(([field]) => field as RequestTextField);
}

/**
 * Step 3's limits (the contract's, less what ticked items take of a saved value): the room each
 * text has, the texts the server refused, and the focus on the first field too long.
 */
export function useRequestLimits(texts: Texts, foodItems: readonly string[], occasionItems: readonly string[]) {
  const [refused, setRefused] = useState<Partial<Record<RequestTextField, boolean>>>({});
  const fields = { notes: useRef<TextField>(null), food: useRef<TextField>(null), occasion: useRef<TextField>(null) };
  const room: Record<RequestTextField, number> = {
    notes: REQUEST_TEXT_MAX.notes,
    food: roomForOther(foodItems, REQUEST_TEXT_MAX.food),
    occasion: roomForOther(occasionItems, REQUEST_TEXT_MAX.occasion),
  };
  // Focused once drawn with its words, so a screen reader reads them with the field.
  const [toFocus, setToFocus] = useState<{ field: RequestTextField } | null>(null);
  useEffect(() => {
    if (toFocus) fields[toFocus.field].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are the same on every render
  }, [toFocus]);
  const focus = (field: RequestTextField | undefined) => {
    if (field) setToFocus({ field });
    return field !== undefined;
  };
  return {
    room,
    refused,
    fields,
    edited: (field: RequestTextField) => setRefused((before) => ({ ...before, [field]: false })),
    /** Whether a text is past its room; the first such field then has the focus. */
    focusTooLong: () => focus((Object.keys(texts) as RequestTextField[]).find((field) => texts[field].trim().length > room[field])),
    /** Whether the server refused texts as too long; they then say so and the first has the focus. */
    refusedByServer: (failure: unknown) => {
      const at = tooLongAtServer(failure);
      if (at.length > 0) setRefused(Object.fromEntries(at.map((field) => [field, true])));
      return focus(at[0]);
    },
  };
}
