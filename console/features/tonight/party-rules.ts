export const MARKS = ['arrived', 'completed', 'no_show', 'expected'] as const;
export type Mark = (typeof MARKS)[number];

/** Where the evening stands for a party: the status staff read, which an arrived guest's pending booking shows as arrived. */
export function floorState(party: { status: string; arrived: boolean }): string {
  return party.status === 'pending' && party.arrived ? 'arrived' : party.status;
}

/** The marks that would change something: never the state the party is already in; 'expected' undoes a mark. */
export const marksFor = (party: { status: string; arrived: boolean }): Mark[] => {
  const state = floorState(party);
  return MARKS.filter((mark) => (mark === 'expected' ? state !== 'pending' : mark !== state));
};
