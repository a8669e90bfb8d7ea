import type { GameEvent } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState, VariantAction } from '../../schema.js';
import { moveCubes, onProject, supply } from '../zones.js';
import { projectCard } from '../lookup.js';
import { challengeCard, challengesOf, withChallenges } from '../ext-access.js';
import { change, type FalCtx } from '../tasks.js';
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
export function implementChallenge(s: FreeAtLastState, org: Organization, id: string, ev: GameEvent[]): FreeAtLastState {
  const card = challengeCard(s, id);
  ev.push({ type: 'challengeImplemented', card: id, name: card.name, org });
  const t = takeDealt(s, org, id);
  if (card.trigger.on !== 'now') return withChallenges(t, { inPlay: [...challengesOf(t).inPlay, { card: id, org, added: { white: 0, blue: 0 } }] });
  const r = applyChallenge(t, card, org, false, ev);
  const c = challengesOf(r.state);
  // 9.15.1 an M Challenge stays in effect: cancelling it later takes its cubes back
  if (card.category === 'M') return withChallenges(r.state, { inPlay: [...c.inPlay, { card: id, org, added: r.added }] });
  return withChallenges(r.state, { discard: [...c.discard, id] });
}

/** Applies a decision on a dealt Challenge (the decision on top). */
export function applyChallengeDecision(ctx: FalCtx, step: Extract<Task, { kind: 'challenge' }>, a: VariantAction): void {
  const { org, card } = step;
  ctx.pop();
  switch (a.type) {
    case 'challengeImplement':
      return change(ctx, (s, ev) => implementChallenge(s, org, card, ev));
    case 'challengeWhiteCube': {
      // 9.13.1 a white cube on the own Project instead (none if the supply is out, ruling)
      ctx.emit({ type: 'challengeWhiteCube', org, card });
      const u = moveCubes(takeDealt(ctx.state, org, card), supply, onProject(org), 'white', 1).state;
      ctx.state = withChallenges(u, { discard: [...challengesOf(u).discard, card] });
      return;
    }
    case 'challengeGive': {
      ctx.emit({ type: 'challengeGiven', from: org, to: a.to, card, project: projectCard(ctx.state, ctx.state.projects[a.to]!.card).title });
      const u = takeDealt(ctx.state, org, card);
      const c = challengesOf(u);
      ctx.state = withChallenges(u, { dealt: { ...c.dealt, [a.to]: [card, ...(c.dealt[a.to] ?? [])] } });
      return;
    }
    case 'challengeCancel':
    case 'challengeShare':
      return applyCancelAction(ctx, org, a, org, step.asked);
    default:
      throw new Error(`${a.type} does not answer a Challenge decision`);
  }
}
