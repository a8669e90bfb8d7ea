import type { GameEvent } from '../../../core/types.js';
import type { Effect, Organization, StrategyCard } from '../data/schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import { gainFailures, gainStars, moveX, xValue } from '../state/zones.js';
import { triggerBurn } from './mandatory-events.js';
import { cancelAllChallenges } from './challenges/cancel-all.js';
import { hire } from './hire-staff.js';
import { passLaw } from './legislation.js';
import { activeOwners, activeProject } from './lookup.js';
import { lowerNonViolence } from './non-violence.js';
import { projectRules } from './project-seam.js';
import type { PlayedCard } from './projects/contract.js';
import { queueDraws, run, updateOrg } from './util.js';
import { flowOf, withFlow, setStep } from '../state/stack.js';

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

/** What one effect of an event needs to know: the card, its player, target and Legislation card. */
interface EventPlay {
  readonly card: StrategyCard;
  readonly player: Organization;
  readonly target: Organization | null;
  readonly law: string | null;
  readonly ev: GameEvent[];
  readonly extraCards: readonly PlayedCard[];
}

type EffectRule<K extends Effect['kind']> = (s: FreeAtLastState, effect: Extract<Effect, { kind: K }>, p: EventPlay) => FreeAtLastState;

/** The cubes of the Projects reached change (project rules). */
function onProjects(s: FreeAtLastState, effect: Extract<Effect, { kind: 'collect-seg' | 'remove-red' | 'add-red' | 'add-seg' }>, p: EventPlay): FreeAtLastState {
  let t = s;
  for (const o of projectsReached(t, p.card, p.player, p.target)) t = run(p.ev, projectRules.applyProjectEffect(t, o, effect));
  return t;
}

/**
 * Abilities of Leaders, Staffers and Legislation: as events they act through the lasting-events
 * display that the project rules read (ruling); playing them changes nothing else.
 */
const throughLastingDisplay = (s: FreeAtLastState): FreeAtLastState => s;

/** One rule per effect kind: a kind without one does not compile, and none can fall into another. */
const eventEffects: { readonly [K in Effect['kind']]: EffectRule<K> } = {
  'collect-seg': onProjects,
  'remove-red': onProjects,
  'add-red': onProjects,
  'add-seg': onProjects,
  'move-x': (s, effect, p) => {
    // 3.6.4
    const t = moveX(s, effect.die, effect.direction);
    p.ev.push({ type: 'x-moved', die: effect.die, direction: effect.direction, value: xValue(t, effect.die) });
    return t;
  },
  'gain-stars': (s, effect, p) => {
    // 4.0 B
    let t = s;
    for (const o of p.card.target === 'all-players' || p.card.target === 'any-player' ? playersReached(t, p.card, p.player, p.target) : [p.player]) {
      p.ev.push({ type: 'stars', org: o, count: effect.count });
      t = gainStars(t, o, effect.count);
    }
    return t;
  },
  'gain-failure': (s, effect, p) => {
    let t = s;
    const reached = p.card.target === 'any-project' || p.card.target === 'own-project' ? projectsReached(t, p.card, p.player, p.target) : playersReached(t, p.card, p.player, p.target);
    for (const o of reached) {
      p.ev.push({ type: 'failure', org: o, count: effect.count });
      t = gainFailures(t, o, effect.count);
    }
    return t;
  },
  'draw-cards': (s, effect, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = queueDraws(t, { kind: 'draw-strategy', org: o }, effect.count);
    return t;
  },
  'refresh-staff': (s, _e, p) => {
    // 6.5 exception
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = updateOrg(t, o, (x) => ({ ...x, staff: x.staff.map((m) => ({ ...m, tired: false })) }));
    return t;
  },
  'hire-staff': (s, _e, p) => {
    // 6.3 exception: Staff Hired
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) if (t.orgs[o]!.staffPool.length > 0) t = hire(t, o);
    return t;
  },
  'new-leader': (s, _e, p) => {
    const owner = projectsReached(s, p.card, p.player, p.target)[0];
    return owner ? setStep(s, { kind: 'leader', org: owner, purpose: 'additional' }) : s;
  },
  'leader-second-project': (s, _e, p) => {
    // 7.3 exception: the Leader(s) of the Project return to the pool at the end of the Turn
    const owner = projectsReached(s, p.card, p.player, p.target)[0];
    const leaders = owner ? s.projects[owner]!.leaders : [];
    return withFlow(s, { leadersReturning: [...flowOf(s).leadersReturning, ...leaders] });
  },
  // 4.0 G, 9.11.2
  'pass-legislation': (s, _e, p) => (p.law === null ? s : gainStars(passLaw(s, p.law, p.ev), p.player, 1)),
  // 19.0
  'event-leader': (s, effect, p) => run(p.ev, projectRules.beginEventLeader(s, p.player, effect.leader, p.extraCards, p.card.rank)),
  'burn-baby-burn': (s, _e, p) => triggerBurn(s, p.ev),
  'lower-non-violence': (s, _e, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = lowerNonViolence(t, o, p.ev);
    return t;
  },
  'redraw-cards': (s, effect, p) => setStep(s, { kind: 'redraw', org: p.player, left: effect.max, discarded: 0 }),
  'roll-twice': throughLastingDisplay,
  'die-modifier': throughLastingDisplay,
  'reroll-any': throughLastingDisplay,
  'chairman-collect-blue': throughLastingDisplay,
  'freedom-rider': throughLastingDisplay,
  'litigation-modifier': throughLastingDisplay,
  'litigation-hits': throughLastingDisplay,
  'reroll-x-once': throughLastingDisplay,
  'enable-doj-attorney': throughLastingDisplay,
  // 9.15 The Freedom Singers / I Have Been to the Mountaintop (advanced game)
  'cancel-all-challenges': (s, _e, p) => cancelAllChallenges(s, p.ev),
  none: (s) => s,
};

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
  const rule = eventEffects[effect.kind] as EffectRule<Effect['kind']>;
  return rule(s, effect, { card, player, target, law, ev, extraCards });
}
