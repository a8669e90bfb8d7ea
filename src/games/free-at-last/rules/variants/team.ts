import type { GameResult } from '../../../../core/types.js';
import type { FreeAtLastState } from '../../schema.js';

/*
 * 23.2 Team Play, 2 versus 2: the rules are unchanged; each team scores its members' VPs together
 * and the team with more wins — both its members. Ruling: a tie makes both teams (all four) winners,
 * as 21.1 makes tied players win; the Seggie victory (1.6) still beats everyone.
 */

/** 23.2 the team result; every seat's score is its team's total. */
export function teamResult(s: FreeAtLastState, seggie: string | null): GameResult {
  const teams = s.ext!.teams!;
  const totals = teams.map((t) => t.reduce((n, o) => n + s.orgs[o]!.vp, 0));
  const scores: Record<string, number> = {};
  teams.forEach((t, i) => t.forEach((o) => (scores[o] = totals[i]!)));
  if (seggie !== null) return { scores, winners: [], reason: seggie, code: 'seggie' };
  if (totals[0] === totals[1]) return { scores, winners: [...s.seats], reason: 'the teams tie: both win (23.2, 21.1)', code: 'team-tie' };
  const best = totals[0]! > totals[1]! ? 0 : 1;
  return { scores, winners: s.seats.filter((o) => teams[best]!.includes(o)), reason: `team ${teams[best]!.join(' + ')} has the higher total (23.2)`, code: 'team-scoring' };
}
