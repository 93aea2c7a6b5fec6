/**
 * An answer known before a view asks for it (written into the site's page, or fetched alongside
 * the page's code), handed out once and only for the key it answers (a month, a booking code): a
 * later visit asks the API afresh rather than showing an answer that has aged.
 */
export interface Handout<T> {
  give(key: string, answer: T): void;
  take(key: string): T | undefined;
}

export function handout<T>(): Handout<T> {
  let held: { key: string; answer: T } | undefined;
  return {
    give(key, answer) {
      held = { key, answer };
    },
    take(key) {
      if (held?.key !== key) return undefined;
      const { answer } = held;
      held = undefined;
      return answer;
    },
  };
}
