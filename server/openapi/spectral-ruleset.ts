import { oas } from '@stoplight/spectral-rulesets';

/**
 * Spectral's `spectral:oas` rules for the served OpenAPI document, which document-linters.test.ts
 * runs in npm test. Each rule switched off says why.
 */
export const spectralRuleset = {
  extends: [[oas, 'recommended']],
  rules: {
    // Each restaurant runs its own server; its contact is on its card (GET /api/restaurant).
    'info-contact': 'off',
  },
} as const;
