import type { Candidate } from './schema.js';

/*
 * 8.0 The elections after 1956, 1960 and 1964 and the President in office at the start. The
 * candidates are the historical ones; the rulebook gives no ratings, so popularity and the S, A and V
 * ratings (8.2) are reconstructed.
 */

const R = '8.2 gives no candidate ratings';

/** The President at the start (1955): his ratings are the political climate until the 1956 election. */
export const president1955: Candidate = { name: 'Dwight D. Eisenhower', popularity: 3, S: 1, A: 0, V: 0, source: { reconstructed: R } };

export const elections: { year: number; candidates: [Candidate, Candidate] }[] = [
  { year: 1956, candidates: [president1955, { name: 'Adlai Stevenson', popularity: 1, S: 0, A: 0, V: 1, source: { reconstructed: R } }] },
  { year: 1960, candidates: [{ name: 'John F. Kennedy', popularity: 2, S: 1, A: 1, V: 1, source: { reconstructed: R } }, { name: 'Richard Nixon', popularity: 2, S: 1, A: 0, V: 0, source: { reconstructed: R } }] },
  { year: 1964, candidates: [{ name: 'Lyndon B. Johnson', popularity: 3, S: 1, A: 2, V: 2, source: { reconstructed: R } }, { name: 'Barry Goldwater', popularity: 1, S: -1, A: -1, V: -1, source: { reconstructed: R } }] },
];
