import type { EventEffects } from '../event-effects.js';
import { challengesOf, isAdvanced } from '../ext-access.js';
import type { FalCtx } from '../tasks.js';
import { updateChallenges } from '../updates.js';

/** 9.15 The Freedom Singers / I Have Been to the Mountaintop: every ALL Challenge goes to the discard pile. */
export function cancelAllChallenges(ctx: FalCtx): void {
  if (!isAdvanced(ctx.state)) return;
  const c = challengesOf(ctx.state);
  const all = [...c.byBoard, ...c.inPlay.filter((x) => x.org === null).map((x) => x.card)];
  ctx.emit({ type: 'challengesCancelled', cards: all, why: '9.15' });
  updateChallenges(ctx, { byBoard: [], inPlay: c.inPlay.filter((x) => x.org !== null), discard: [...c.discard, ...all] });
}

/** The advanced game's event effect (9.15), added to the base game's by rules/handlers.ts. */
export const challengeEventEffects: Pick<EventEffects, 'cancelAllChallenges'> = { cancelAllChallenges };
