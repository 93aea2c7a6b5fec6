import { createApiClient, type AnswerChecker, type ApiClient, type ApiClientOptions } from './client.ts';

/**
 * The mode, not import.meta.env.DEV: DEV follows NODE_ENV, so a build run inside a test runner (the embed's
 * bundle-budget test) would ship the checks; the widget's build config pins mode 'production'.
 */
const CHECKS_ANSWERS = import.meta.env.MODE !== 'production';

/**
 * Checks each answer against the route table's schemas. Loaded on first use, and only reachable when
 * CHECKS_ANSWERS: Vite writes the mode into the code, so a production build drops this branch and
 * the embed and the site ship without zod.
 */
const checkAnswerInDevelopment: AnswerChecker = async (call, body, status) => {
  const { checkAnswer } = await import('./contract/answer-check.ts');
  checkAnswer(call, body, status);
};

/**
 * The API client as the widget and the site create it: in development and in tests an answer the
 * contract does not allow fails loudly, naming the call, instead of surfacing later as a broken screen.
 */
export function createCheckedApiClient(options: Omit<ApiClientOptions, 'checkAnswer'>): ApiClient {
  return createApiClient(CHECKS_ANSWERS ? { ...options, checkAnswer: checkAnswerInDevelopment } : options);
}
