import type { EventEffect, Organization, ProjectEffect, StrategyCard } from '../data/schema.js';
import type { EffectTable } from '../../../core/machine/index.js';
import type { FreeAtLastState } from '../schema.js';
import type { EventTask, Task } from '../task-schema.js';
import { projectSeam } from './projects/project-action.js';
import { triggerBurn } from './mandatory-events.js';
import { askInFlow } from './flow-task.js';
import { hire } from './hire-staff.js';
import { passLaw } from './legislation.js';
import { activeOwners, activeProject, strategyCard, challengesOf, isAdvanced, xValue } from './lookup.js';
import { pushDraws, type FalCtx } from './tasks.js';
import { gainFailures, gainStars, moveX, updateChallenges, updateOrg, ownFlow, staffWith } from './updates.js';

/*
 * 9.3.2 what each effect of a Strategy card's event does: one function per kind of
 * data/schema.ts `eventEffectSchema`, run one by one by the event's effect list (core
 * `effectListHandler`, rules/events.ts); an effect that needs a decision or a draw pushes its task.
 * Who an effect reaches follows the card's target (ruling): cube and X effects reach the target
 * Project(s); Stars go to the player of the event; Failure Markers, draws and Staff effects reach
 * the target player(s).
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

/** The Projects the event under way reaches (its card, player and target). */
const projectsOf = (s: FreeAtLastState, t: EventTask): Organization[] => projectsReached(s, strategyCard(s, t.card), t.org, t.target);

/** The players the event under way reaches. */
const playersOf = (s: FreeAtLastState, t: EventTask): Organization[] => playersReached(s, strategyCard(s, t.card), t.org, t.target);

/** The cubes of the Projects reached change (project rules). */
function onProjects(ctx: FalCtx, effect: ProjectEffect, t: EventTask): void {
  for (const o of projectsOf(ctx.state, t)) projectSeam.applyProjectEffect(ctx, o, effect);
}

/** The table of an event's effect list: one function per effect kind (a kind without one does not compile, and none can fall into another). */
export type EventEffects = EffectTable<FreeAtLastState, Task, EventEffect, EventTask>;

/**
 * 9.15 The Freedom Singers / I Have Been to the Mountaintop (cards of the base deck): every ALL
 * Challenge goes to the discard pile; without the advanced game there is none.
 */
export function cancelAllChallenges(ctx: FalCtx): void {
  if (!isAdvanced(ctx.state)) return;
  const c = challengesOf(ctx.state);
  const all = [...c.byBoard, ...c.inPlay.filter((x) => x.org === null).map((x) => x.card)];
  ctx.emit({ type: 'challengesCancelled', cards: all, why: '9.15' });
  updateChallenges(ctx, { byBoard: [], inPlay: c.inPlay.filter((x) => x.org !== null), discard: [...c.discard, ...all] });
}

/** Every effect kind's function (the event's effect list, rules/events.ts). */
export const eventEffects: EventEffects = {
  collectSeg: onProjects,
  removeRed: onProjects,
  addRed: onProjects,
  addSeg: onProjects,
  moveX: (ctx, effect) => {
    // 3.6.4
    moveX(ctx, effect.die, effect.direction);
    ctx.emit({ type: 'xMoved', die: effect.die, direction: effect.direction, value: xValue(ctx.state, effect.die) });
  },
  gainStars: (ctx, effect, t) => {
    // 4.0 B
    const target = strategyCard(ctx.state, t.card).target;
    for (const o of target === 'all-players' || target === 'any-player' ? playersOf(ctx.state, t) : [t.org]) {
      ctx.emit({ type: 'stars', org: o, count: effect.count });
      gainStars(ctx, o, effect.count);
    }
  },
  gainFailure: (ctx, effect, t) => {
    const s = ctx.state;
    const target = strategyCard(s, t.card).target;
    const reached = target === 'any-project' || target === 'own-project' ? projectsOf(s, t) : playersOf(s, t);
    for (const o of reached) {
      ctx.emit({ type: 'failure', org: o, count: effect.count });
      gainFailures(ctx, o, effect.count);
    }
  },
  drawCards: (ctx, effect, t) => {
    for (const org of playersOf(ctx.state, t)) pushDraws(ctx, { kind: 'drawStrategy', org }, effect.count);
  },
  refreshStaff: (ctx, _e, t) => {
    // 6.5 exception
    for (const o of playersOf(ctx.state, t)) updateOrg(ctx, o, (x) => ({ staff: staffWith(x.staff, null) }));
  },
  hireStaff: (ctx, _e, t) => {
    // 6.3 exception: Staff Hired
    for (const o of playersOf(ctx.state, t)) if (ctx.state.orgs[o]!.staffPool.length > 0) hire(ctx, o);
  },
  newLeader: (ctx, _e, t) => {
    const owner = projectsOf(ctx.state, t)[0];
    if (owner) askInFlow(ctx, { kind: 'leader', org: owner, purpose: 'additional' });
  },
  leaderSecondProject: (ctx, _e, t) => {
    // 7.3 exception: the Leader(s) of the Project return to the pool at the end of the Turn
    const owner = projectsOf(ctx.state, t)[0];
    const leaders = owner ? ctx.state.projects[owner]!.leaders : [];
    const f = ownFlow(ctx);
    f.leadersReturning = [...f.leadersReturning, ...leaders];
  },
  // 4.0 G, 9.11.2
  passLegislation: (ctx, _e, t) => {
    const law = t.law;
    if (law === null) return;
    passLaw(ctx, law);
    gainStars(ctx, t.org, 1);
  },
  // 19.0
  eventLeader: (ctx, effect, t) => projectSeam.beginEventLeader(ctx, t.org, effect.leader, t.extra, strategyCard(ctx.state, t.card).rank),
  burnBabyBurn: (ctx) => triggerBurn(ctx),
  cancelAllChallenges,
};
