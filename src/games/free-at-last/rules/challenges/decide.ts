import { withKey } from '../../../../core/with-key.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState, VariantAction } from '../../schema.js';
import { challengeCard, challengesOf, onProject, supply } from '../lookup.js';
import { projectCard } from '../lookup.js';
import type { FalCtx } from '../tasks.js';
import { moveCubes, updateChallenges } from '../updates.js';
import type { Task } from '../../task-schema.js';
import { applyCancelAction, cancelOptions } from './cancel.js';
import { takeDealt } from './deal.js';
import { applyChallenge, challengeApplies } from './effects.js';

/*
 * 2.7, 9.13 a player decides on each dealt Project or ANY Challenge: a matching one (or ANY, 9.13.2)
 * is implemented on his Project — immediate effects at once, lasting ones kept in his play area;
 * one for another type of Project adds a white cube to his Project instead, or is given to a player
 * with that type of Project, who must implement it (9.13.1). Either may first be cancelled (4.1 C).
 */

/** The choices for the dealt Challenge `card` of `org`. */
export function challengeActions(s: FreeAtLastState, org: Organization, card: string, asked: readonly Organization[]): VariantAction[] {
  const c = challengeCard(s, card);
  if (challengeApplies(s, c, org)) return [{ type: 'challengeImplement' }, ...cancelOptions(s, org, card, true, asked)];
  const takers = s.seats.filter((o) => o !== org && challengeApplies(s, c, o));
  return [{ type: 'challengeWhiteCube' }, ...takers.map((to) => ({ type: 'challengeGive' as const, to }))];
}

/** Implements `card` on `org`'s Project: immediate effects now; lasting ones and M Challenges stay in effect. */
export function implementChallenge(ctx: FalCtx, org: Organization, id: string): void {
  const card = challengeCard(ctx.state, id);
  ctx.emit({ type: 'challengeImplemented', card: id, name: card.name, org });
  takeDealt(ctx, org, id);
  if (card.trigger.on !== 'now') return updateChallenges(ctx, { inPlay: [...challengesOf(ctx.state).inPlay, { card: id, org, added: { white: 0, blue: 0 } }] });
  const added = applyChallenge(ctx, card, org, false);
  const c = challengesOf(ctx.state);
  // 9.15.1 an M Challenge stays in effect: cancelling it later takes its cubes back
  if (card.category === 'M') return updateChallenges(ctx, { inPlay: [...c.inPlay, { card: id, org, added }] });
  updateChallenges(ctx, { discard: [...c.discard, id] });
}

/** Applies a decision on a dealt Challenge (the decision on top). */
export function applyChallengeDecision(ctx: FalCtx, step: Extract<Task, { kind: 'challenge' }>, a: VariantAction): void {
  const { org, card } = step;
  ctx.pop();
  switch (a.type) {
    case 'challengeImplement':
      return implementChallenge(ctx, org, card);
    case 'challengeWhiteCube': {
      // 9.13.1 a white cube on the own Project instead (none if the supply is out, ruling)
      ctx.emit({ type: 'challengeWhiteCube', org, card });
      takeDealt(ctx, org, card);
      moveCubes(ctx, supply, onProject(org), 'white', 1);
      return updateChallenges(ctx, { discard: [...challengesOf(ctx.state).discard, card] });
    }
    case 'challengeGive': {
      ctx.emit({ type: 'challengeGiven', from: org, to: a.to, card, project: projectCard(ctx.state, ctx.state.projects[a.to]!.card).title });
      takeDealt(ctx, org, card);
      const dealt = challengesOf(ctx.state).dealt;
      return updateChallenges(ctx, { dealt: withKey(dealt, a.to, [card, ...(dealt[a.to] ?? [])]) });
    }
    case 'challengeCancel':
    case 'challengeShare':
      return applyCancelAction(ctx, org, a, org, step.asked);
    default:
      throw new Error(`${a.type} does not answer a Challenge decision`);
  }
}
