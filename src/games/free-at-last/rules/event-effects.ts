import type { Effect, Organization, StrategyCard } from '../data/schema.js';
import type { FreeAtLastState } from '../schema.js';
import { xValue } from './zones.js';
import { triggerBurn } from './mandatory-events.js';
import { cancelAllChallenges } from './challenges/cancel-all.js';
import { askInFlow, ownFlow } from './flow-task.js';
import { hire } from './hire-staff.js';
import { passLaw } from './legislation.js';
import { activeOwners, activeProject } from './lookup.js';
import { lowerNonViolence } from './non-violence.js';
import { projectSeam } from './project-seam.js';
import type { PlayedCard } from './projects/contract.js';
import { pushDraws, type FalCtx } from './tasks.js';
import { gainFailures, gainStars, moveX, updateOrg } from './updates.js';

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
  readonly extraCards: readonly PlayedCard[];
}

type EffectRule<K extends Effect['kind']> = (ctx: FalCtx, effect: Extract<Effect, { kind: K }>, p: EventPlay) => void;

/** The cubes of the Projects reached change (project rules). */
function onProjects(ctx: FalCtx, effect: Extract<Effect, { kind: 'collect-seg' | 'remove-red' | 'add-red' | 'add-seg' }>, p: EventPlay): void {
  for (const o of projectsReached(ctx.state, p.card, p.player, p.target)) projectSeam.applyProjectEffect(ctx, o, effect);
}

/**
 * Abilities of Leaders, Staffers and Legislation: as events they act through the lasting-events
 * display that the project rules read (ruling); playing them changes nothing else.
 */
const throughLastingDisplay = (): void => undefined;

/** One rule per effect kind: a kind without one does not compile, and none can fall into another. */
const eventEffects: { readonly [K in Effect['kind']]: EffectRule<K> } = {
  'collect-seg': onProjects,
  'remove-red': onProjects,
  'add-red': onProjects,
  'add-seg': onProjects,
  'move-x': (ctx, effect) => {
    // 3.6.4
    moveX(ctx, effect.die, effect.direction);
    ctx.emit({ type: 'xMoved', die: effect.die, direction: effect.direction, value: xValue(ctx.state, effect.die) });
  },
  'gain-stars': (ctx, effect, p) => {
    // 4.0 B
    for (const o of p.card.target === 'all-players' || p.card.target === 'any-player' ? playersReached(ctx.state, p.card, p.player, p.target) : [p.player]) {
      ctx.emit({ type: 'stars', org: o, count: effect.count });
      gainStars(ctx, o, effect.count);
    }
  },
  'gain-failure': (ctx, effect, p) => {
    const s = ctx.state;
    const reached = p.card.target === 'any-project' || p.card.target === 'own-project' ? projectsReached(s, p.card, p.player, p.target) : playersReached(s, p.card, p.player, p.target);
    for (const o of reached) {
      ctx.emit({ type: 'failure', org: o, count: effect.count });
      gainFailures(ctx, o, effect.count);
    }
  },
  'draw-cards': (ctx, effect, p) => {
    for (const org of playersReached(ctx.state, p.card, p.player, p.target)) pushDraws(ctx, { kind: 'drawStrategy', org }, effect.count);
  },
  'refresh-staff': (ctx, _e, p) => {
    // 6.5 exception
    for (const o of playersReached(ctx.state, p.card, p.player, p.target)) updateOrg(ctx, o, (x) => ({ staff: x.staff.map((m) => ({ ...m, tired: false })) }));
  },
  'hire-staff': (ctx, _e, p) => {
    // 6.3 exception: Staff Hired
    for (const o of playersReached(ctx.state, p.card, p.player, p.target)) if (ctx.state.orgs[o]!.staffPool.length > 0) hire(ctx, o);
  },
  'new-leader': (ctx, _e, p) => {
    const owner = projectsReached(ctx.state, p.card, p.player, p.target)[0];
    if (owner) askInFlow(ctx, { kind: 'leader', org: owner, purpose: 'additional' });
  },
  'leader-second-project': (ctx, _e, p) => {
    // 7.3 exception: the Leader(s) of the Project return to the pool at the end of the Turn
    const owner = projectsReached(ctx.state, p.card, p.player, p.target)[0];
    const leaders = owner ? ctx.state.projects[owner]!.leaders : [];
    const f = ownFlow(ctx);
    f.leadersReturning = [...f.leadersReturning, ...leaders];
  },
  // 4.0 G, 9.11.2
  'pass-legislation': (ctx, _e, p) => {
    const law = p.law;
    if (law === null) return;
    passLaw(ctx, law);
    gainStars(ctx, p.player, 1);
  },
  // 19.0
  'event-leader': (ctx, effect, p) => projectSeam.beginEventLeader(ctx, p.player, effect.leader, p.extraCards, p.card.rank),
  'burn-baby-burn': (ctx) => triggerBurn(ctx),
  'lower-non-violence': (ctx, _e, p) => {
    for (const o of playersReached(ctx.state, p.card, p.player, p.target)) lowerNonViolence(ctx, o);
  },
  'redraw-cards': (ctx, effect, p) => askInFlow(ctx, { kind: 'redraw', org: p.player, left: effect.max, discarded: 0 }),
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
  'cancel-all-challenges': cancelAllChallenges,
  none: throughLastingDisplay,
};

/** Applies one effect of an event played by `player`. */
export function applyEventEffect(
  ctx: FalCtx,
  card: StrategyCard,
  effect: Effect,
  player: Organization,
  target: Organization | null,
  law: string | null,
  extraCards: readonly PlayedCard[] = [],
): void {
  const rule = eventEffects[effect.kind] as EffectRule<Effect['kind']>;
  rule(ctx, effect, { card, player, target, law, extraCards });
}
