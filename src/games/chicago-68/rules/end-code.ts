import type { State } from '../schema.js';
import { cityAreas } from './lookups.js';
import { agitatorsOnBoard } from './units.js';

/*
 * The machine-readable end-reason codes of Chicago '68 (docs/chicago-68/end-codes.md). They are
 * read from the final state rather than stored in it: the end-of-round losses (5.3, 6.3.2) leave
 * their condition on the board, and the Final Nomination (5.1–5.2) is decided only when none held.
 */

/** Every end-reason code Chicago '68 gives, in the order of the rulebook. */
export const chicagoEndCodes = [
  'nomination-establishment',
  'nomination-demonstrators',
  'nomination-major',
  'no-agitators',
  'empty-police-post',
  'both-lose',
] as const;

/** A Chicago '68 end-reason code. */
export type ChicagoEndCode = (typeof chicagoEndCodes)[number];

/** The end-reason code of a decided game. */
export function endCode(s: State, outcome: NonNullable<State['outcome']>): ChicagoEndCode {
  const noAgitators = agitatorsOnBoard(s) === 0;
  const emptyPost = cityAreas(s).some((n) => s.areas[n]!.post === '');
  if (noAgitators && emptyPost) return 'both-lose'; // 5.3 and 6.3.2 at once
  if (noAgitators) return 'no-agitators'; // 5.3
  if (emptyPost) return 'empty-police-post'; // 6.3.2
  if (outcome.winners.includes('establishment')) return 'nomination-establishment'; // 5.1
  return outcome.major ? 'nomination-major' : 'nomination-demonstrators'; // 5.2
}
