import type { GameEvent } from '../../../../core/types.js';
import type { FreeAtLastState } from '../../schema.js';
import { challengesOf, isAdvanced, withChallenges } from '../ext-access.js';

/** 9.15 The Freedom Singers / I Have Been to the Mountaintop: every ALL Challenge goes to the discard pile. */
export function cancelAllChallenges(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  if (!isAdvanced(s)) return s;
  const c = challengesOf(s);
  const all = [...c.byBoard, ...c.inPlay.filter((x) => x.org === null).map((x) => x.card)];
  ev.push({ type: 'challengesCancelled', cards: all, why: '9.15' });
  return withChallenges(s, { byBoard: [], inPlay: c.inPlay.filter((x) => x.org !== null), discard: [...c.discard, ...all] });
}
