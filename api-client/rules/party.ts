/** The party page's bounds and allergy levels, for the server's schema and the page alike (no zod here). */
export const PARTY_LIMITS = { name: 60, otherFood: 200, allergy: 80, allergies: 8, occasion: 200 } as const;
export const ALLERGY_LEVELS = ['danger', 'intolerance', 'preference'] as const;
export type AllergyLevel = (typeof ALLERGY_LEVELS)[number];
