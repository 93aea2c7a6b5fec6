/**
 * A booking's short reference: the last six characters of its code, in two groups of three
 * ("9PZ E1B"), easy to read out over the phone. The full code stays the key: the console's book
 * search finds a booking by any part of it, so a reference typed as shown finds it there.
 */
export function bookingReference(code: string): string {
  const tail = code.slice(-6);
  return tail.length < 6 ? code : `${tail.slice(0, 3)} ${tail.slice(3)}`;
}
