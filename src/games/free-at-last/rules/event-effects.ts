import type { GameEvent } from '../../../core/types.js';
import type { Effect, Organization, StrategyCard } from '../data/schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import { gainFailures, gainStars, moveX, xValue } from '../state/zones.js';
import { triggerBurn } from './burn-baby-burn.js';
import { cancelAllChallenges } from './challenges/cancel.js';
import { hire } from './hire-staff.js';
import { passLaw } from './legislation.js';
import { activeOwners, activeProject } from './lookup.js';
import { lowerNonViolence } from './non-violence.js';
import { projectRules } from './project-seam.js';
import type { PlayedCard } from './projects/contract.js';
import { queueDraws, run, updateOrg, withPending, withStep } from './util.js';

/*
 * The interpreter of the data's effect primitives for Strategy card events (9.3.2). Who an effect
 * reaches follows the card's target (ruling): cube and X effects reach the target Project(s); Stars
 * go to the player of the event; Failure Markers, draws, Staff and Non-Violence effects reach the
 * target player(s).
 */

/** The Projects whose cubes an event's effects change. */
export function projectsReached(s: FreeAtLastState, card: StrategyCard, player: Organization, target: Organization | null): Organization[] {
  switch (card.target) {
    case 'own-project':
    case 'self':
      return activeProject(s, player) ? [player] : [];
    case 'any-project':
    case 'any-player':
      return target && activeProject(s, target) ? [target] : [];
    case 'all-players':
      return activeOwners(s);
    case 'game':
      return [];
  }
}

/** The players an event's personal effects reach. */
export function playersReached(s: FreeAtLastState, card: StrategyCard, player: Organization, target: Organization | null): Organization[] {
  if (card.target === 'all-players') return [...s.seats];
  if ((card.target === 'any-player' || card.target === 'any-project') && target) return [target];
  return [player];
}

/** Applies one effect of an event played by `player`. */
export function applyEventEffect(
  s: FreeAtLastState,
  card: StrategyCard,
  effect: Effect,
  player: Organization,
  target: Organization | null,
  law: string | null,
  ev: GameEvent[],
  extraCards: readonly PlayedCard[] = [],
): FreeAtLastState {
  let t = s;
  switch (effect.kind) {
    case 'collect-seg':
    case 'remove-red':
    case 'add-red':
    case 'add-seg':
      for (const o of projectsReached(t, card, player, target)) t = run(ev, projectRules.applyProjectEffect(t, o, effect));
      return t;
    case 'move-x': // 3.6.4
      t = moveX(t, effect.die, effect.direction);
      ev.push({ type: 'x-moved', die: effect.die, direction: effect.direction, value: xValue(t, effect.die) });
      return t;
    case 'gain-stars': // 4.0 B
      for (const o of card.target === 'all-players' || card.target === 'any-player' ? playersReached(t, card, player, target) : [player]) {
        ev.push({ type: 'stars', org: o, count: effect.count });
        t = gainStars(t, o, effect.count);
      }
      return t;
    case 'gain-failure':
      for (const o of card.target === 'any-project' || card.target === 'own-project' ? projectsReached(t, card, player, target) : playersReached(t, card, player, target)) {
        ev.push({ type: 'failure', org: o, count: effect.count });
        t = gainFailures(t, o, effect.count);
      }
      return t;
    case 'draw-cards':
      for (const o of playersReached(t, card, player, target)) t = queueDraws(t, { kind: 'strategy', org: o }, effect.count);
      return t;
    case 'refresh-staff': // 6.5 exception
      for (const o of playersReached(t, card, player, target)) t = updateOrg(t, o, (x) => ({ ...x, staff: x.staff.map((m) => ({ ...m, tired: false })) }));
      return t;
    case 'hire-staff': // 6.3 exception: Staff Hired
      for (const o of playersReached(t, card, player, target)) if (t.orgs[o]!.staffPool.length > 0) t = hire(t, o);
      return t;
    case 'new-leader': {
      const owner = projectsReached(t, card, player, target)[0];
      return owner ? withStep(t, { kind: 'leader', org: owner, purpose: 'replace' }) : t;
    }
    case 'leader-second-project': {
      // 7.3 exception: the Leader(s) of the Project return to the pool at the end of the Turn
      const owner = projectsReached(t, card, player, target)[0];
      const leaders = owner ? t.projects[owner]!.leaders : [];
      return withPending(t, { leadersReturning: [...t.pending.leadersReturning, ...leaders] });
    }
    case 'pass-legislation': // 4.0 G, 9.11.2
      return law === null ? t : gainStars(passLaw(t, law, ev), player, 1);
    case 'event-leader': // 19.0
      return run(ev, projectRules.beginEventLeader(t, player, effect.leader, extraCards, card.rank));
    case 'burn-baby-burn':
      return triggerBurn(t, ev);
    case 'lower-non-violence':
      for (const o of playersReached(t, card, player, target)) t = lowerNonViolence(t, o, ev);
      return t;
    case 'redraw-cards':
      return withStep(t, { kind: 'redraw', org: player, left: effect.max, discarded: 0 });
    // Abilities of Leaders, Staffers and Legislation, and Challenge cancelling (advanced game): as
    // events they act through the lasting-events display that the project rules read (ruling).
    case 'roll-twice':
    case 'die-modifier':
    case 'reroll-any':
    case 'chairman-collect-blue':
    case 'freedom-rider':
    case 'litigation-modifier':
    case 'litigation-hits':
    case 'reroll-x-once':
    case 'cancel-all-challenges': // 9.15
      return cancelAllChallenges(t, ev);
    case 'enable-doj-attorney':
    case 'none':
      return t;
  }
}
