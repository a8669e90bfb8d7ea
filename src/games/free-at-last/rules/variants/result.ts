import type { GameResult } from '../../../../core/types.js';
import type { FreeAtLastState } from '../../schema.js';
import { failureMarkers } from '../lookup.js';
import { coopResult } from './cooperative.js';
import { teamResult } from './team.js';

/*
 * The result of the variants of section 23 (the basic game's result otherwise). Solitaire ruling:
 * 23.1.1 defines only the loss — a third Failure Marker of the player's own is the segregationist
 * victory — so the player wins every game that does not end in it; his VP total is his score.
 */

/** The variant's result, or null to use the basic game's (standard and historical). */
export function variantResult(s: FreeAtLastState): GameResult | null {
  const v = s.ext?.variant;
  if (v === undefined || v === 'standard') return null;
  const track = failureMarkers(s).track;
  const seggie = track >= 9 ? `Seggie victory: ${track} Failure Markers on the track (1.6${v === 'solitaire' ? ', 23.1.1' : ''})` : null;
  if (v === 'team') return teamResult(s, seggie);
  if (v === 'coop') return coopResult(s, seggie);
  const org = s.seats[0]!;
  const scores = { [org]: s.orgs[org]!.vp };
  if (seggie !== null) return { scores, winners: [], reason: seggie, code: 'seggie' };
  return { scores, winners: [org], reason: 'the movement survives: fewer than 9 Failure Markers on the track (23.1.1 ruling)', code: 'solitaire-survival' };
}
