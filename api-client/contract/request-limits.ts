/**
 * The longest requests update_booking keeps, in characters (UTF-16 units, as zod and the browser
 * count them). Apart from the schemas so the widget shows them without bundling zod.
 */
export const REQUEST_TEXT_MAX = { notes: 1000, food: 500, occasion: 500 } as const;

export type RequestTextField = keyof typeof REQUEST_TEXT_MAX;
