import { set } from '../../../core/update.js';
import { referenceComponents } from '../data/components.js';
import type { State } from '../schema.js';
import type { TaskOf } from '../task-schema.js';
import { step, stepTasks, type StepKind } from './sequence.js';
import { changeCapital } from './capital.js';
import { board, cityAreas, isNight, sideFaction, sortedByName } from './lookups.js';
import { releaseOptions, releaseUnit } from './effects.js';
import { gainExposure } from './exposure.js';
import { demoCanLeave, demoDests } from './movement.js';
import { unitName } from './names.js';
import { requestPolicyDraw } from './policy.js';
import { auto, orDone, pathOf, factionDecision, type C } from './tasks.js';
import { startPhase } from './turns.js';
import { agitatorsOnBoard, controller, demoCount, hasPolice } from './units.js';
import { addUnits, bump, change, changeArea, plus, put, setBarrier } from './updates.js';
import { decideVictory } from './victory.js';
import { markActive } from './active-tokens.js';
import { mapped } from './lists.js';
import { copyOf } from '../../../core/with-key.js';

/* 1. Game structure: a sequence of steps per round (1.2–1.5, 4.x), then Final Nomination (1.6, 4.6). */

/** What a step of the sequence does (see sequence.ts). */
export type StepRun = (ctx: C) => void;

/** 1.1 Five rounds; against the Machine four, ending after the second Night round (The Solo & Co-op Rules). */
export function lastRound(s: State): number {
  return s.machine === null ? 5 : 4;
}

/** The steps of one round, in the order of play (1.2–1.5, 4.x, 6.3; the Machine's in solo and co-op). */
export function roundSteps(s: State): StepKind[] {
  const machine = s.machine !== null;
  return [
    'roundBegin', ...(machine ? (['machineTactics'] as const) : []), 'postBail', 'leadershipPhase', 'rankAndFilePhase',
    'demonstratorsFlock', 'capitalAccumulation', 'meetThePress', 'delegateVote', ...(machine ? (['machineEndOfRound'] as const) : []), 'cleanUp',
    ...(s.inc.pigasus ? (['pigasusMayMove', 'pigasusWithPolice'] as const) : []),
    ...(s.inc.daleyDozer ? (['daleyDozer'] as const) : []),
    'roundEndChecks', 'nextRound',
  ];
}

/** A round begins: its steps pushed, the first on top. */
export const pushRound = (ctx: C): void => ctx.push(...stepTasks(roundSteps(ctx.state)));

const roundBeginStep: StepRun = (ctx) => {
  const s = ctx.state;
  ctx.emit({ type: 'round', round: s.round, time: isNight(s) ? 'Night' : 'Day' });
  // 6.3.1 a pink Delegate each round Pigasus is on the board
  const pig = board(s).areaIds.some((n) => s.areas[n]!.u.pig > 0);
  if (pig && s.supply.pink > 0) {
    change(ctx, 'supply', (x) => plus(x, 'pink', -1));
    change(ctx, 'delegates', (d) => set(d, 'bag', plus(d.bag, 'pink', 1)));
    ctx.emit({ type: 'delegate', color: 'pink', count: 1, to: 'bag', why: 'Pigasus (6.3.1)' });
    // solo 6.3.1: an Active token where Pigasus is, whenever a pink cube goes into the bag
    markActive(ctx, board(s).areaIds.find((n) => s.areas[n]!.u.pig > 0)!);
  }
};

const roundBailStep: StepRun = (ctx) => {
  if (releaseOptions(ctx.state).length > 0) ctx.push({ kind: 'bail' });
};

const roundLeadershipStep: StepRun = (ctx) => startPhase(ctx, ctx.state.vtoOn ? 'vto' : 'leadership');
const roundRankAndFileStep: StepRun = (ctx) => {
  if (!ctx.state.vtoOn) startPhase(ctx, 'rankAndFile');
};

// 4.1 Demonstrators Flock
const eorFlockStep: StepRun = (ctx) => {
  for (const n of cityAreas(ctx.state)) {
    const flag = ctx.state.areas[n]!.flag;
    if (flag === null) continue;
    const k = Math.min(flag, ctx.state.supply.m1);
    change(ctx, 'supply', (x) => plus(x, 'm1', -k));
    addUnits(ctx, n, 'm1', k);
    if (k > 0) ctx.emit({ type: 'placed', units: unitName('m1', k), area: n, why: 'Demonstrators Flock (4.1)' });
  }
};

// 4.2 Capital Accumulation (starred areas without Demonstrators; -1 Capital tokens reduce it)
const eorCapitalStep: StepRun = (ctx) => {
  for (const n of cityAreas(ctx.state)) {
    const area = board(ctx.state).area.get(n)!;
    const a = ctx.state.areas[n]!;
    if (area.star && demoCount(a.u) === 0) changeCapital(ctx, Math.max(0, area.capital - a.minus), `Capital Accumulation in ${area.name} (4.2)`);
  }
};

// 4.3 Meet the Press
const eorPressStep: StepRun = (ctx) => {
  const s = ctx.state;
  const stars = cityAreas(s).filter((n) => board(s).area.get(n)!.star && board(s).area.get(n)!.kind !== 'transit');
  const e = stars.filter((n) => controller(s, n) === 'establishment').length;
  const d = stars.filter((n) => controller(s, n) === 'demonstrators').length;
  gainExposure(ctx, 'establishment', e);
  gainExposure(ctx, 'demonstrators', d);
};

function trackSize(s: State): number {
  return (s.components ?? referenceComponents).counts.delegateTrack;
}

function bagSize(s: State): number {
  const b = s.delegates.bag;
  return b.blue + b.red + b.pink;
}

// 4.4 Delegate Vote
const eorVoteStep: StepRun = (ctx) => {
  const s = ctx.state;
  if (!s.noVote && s.delegates.track.length < trackSize(s) && bagSize(s) > 0) ctx.push({ kind: 'draw', deck: 'bag', purpose: 'vote', area: null });
};

// 4.5 Clean Up (1.5.5: Tear Gas to the general supply)
const eorCleanupStep: StepRun = (ctx) => {
  for (const n of board(ctx.state).areaIds) {
    if (!ctx.state.areas[n]!.gas) continue;
    changeArea(ctx, n, (a) => set(a, 'gas', false));
    change(ctx, 'general', (g) => plus(g, 'gas', 1));
    ctx.emit({ type: 'tearGasCleared', area: n });
  }
  const { hands, discards } = ctx.state;
  const back = (f: keyof typeof hands) => sortedByName(ctx.state, [...hands[f], ...discards[f]]);
  put(ctx, 'hands', { mayor: back('mayor'), police: back('police'), yippies: back('yippies'), mobe: back('mobe') });
  put(ctx, 'discards', { mayor: [], police: [], yippies: [], mobe: [] });
  put(ctx, 'noVote', false);
  put(ctx, 'tacticUsed', false);
  // reconstructed: a new Policy enters the splay each round (see rulings.md)
  // (the Machine's splay is refilled by STATE OVERSIGHT instead)
  if (ctx.state.round < 5 && ctx.state.machine === null) requestPolicyDraw(ctx);
};

// 6.3.1 Pigasus may move once, then is removed if with Police
const eorPigasusMoveStep: StepRun = (ctx) => {
  const at = cityAreas(ctx.state).find((n) => ctx.state.areas[n]!.u.pig > 0);
  if (at && demoCanLeave(ctx.state, at)) ctx.push({ kind: 'pigasusMove', at });
};

const eorPigasusCheckStep: StepRun = (ctx) => {
  for (const n of cityAreas(ctx.state)) {
    const pig = ctx.state.areas[n]!.u.pig;
    if (pig > 0 && hasPolice(ctx.state, n)) {
      change(ctx, 'box', (b) => plus(b, 'pig', pig));
      addUnits(ctx, n, 'pig', -pig);
      ctx.emit({ type: 'removed', units: unitName('pig'), area: n, to: 'the game', why: 'Pigasus with Police (6.3.1)' });
    }
  }
};

// 6.3.3 Daley Dozer: the Armored Jeep moves twice, clearing Barricades
const eorDozerStep: StepRun = (ctx) => {
  const jeep = ctx.state.jeep;
  if (jeep !== null) ctx.push({ kind: 'dozer', start: jeep, moves: 0, prev: jeep });
};

function jeepOptions(s: State, t: TaskOf<'dozer'>): string[] {
  const b = board(s);
  const cur = b.path.get(s.jeep!)!;
  return [...new Set([cur.a, cur.b].flatMap((n) => (b.links.get(n) ?? []).map(([p]) => p)))]
    .filter((p) => p !== s.jeep && p !== t.start && p !== t.prev)
    .sort();
}

// 5.3 and 6.3.2: immediate losses at the end of a round
const eorChecksStep: StepRun = (ctx) => {
  const noAgitators = agitatorsOnBoard(ctx.state) === 0;
  const emptyPost = cityAreas(ctx.state).some((n) => ctx.state.areas[n]!.post === '');
  if (noAgitators && emptyPost) put(ctx, 'outcome', { winners: [], reason: 'Both sides lose at once: no Agitators on the board (5.3) and an empty Police Post (6.3.2)', major: false });
  else if (noAgitators) put(ctx, 'outcome', { winners: ['establishment'], reason: 'No Agitators on the board at the end of a round (5.3)', major: false });
  else if (emptyPost) put(ctx, 'outcome', { winners: ['demonstrators'], reason: 'A Police Post is empty at the end of a round (6.3.2)', major: false });
};

const roundNextStep: StepRun = (ctx) => {
  if (ctx.state.round < lastRound(ctx.state)) {
    bump(ctx, 'round', 1);
    return pushRound(ctx);
  }
  put(ctx, 'phase', 'final');
  ctx.push({ kind: 'nominate' });
};

/** The task handlers of the round's steps (Post Bail, Pigasus, Daley Dozer, Final Nomination). */
export const roundTasks = {
  // 1.2 Post Bail: one Capital into the Municipal Budget per released unit
  bail: factionDecision<'bail'>({
    owner: (s) => sideFaction(s, 'demonstrators'),
    options: (s) => orDone(releaseOptions(s)),
    prompt: () => 'POST BAIL: release a jailed unit (1 Capital to the Municipal Budget)?',
    answer(ctx, _t, a) {
      if (a.type !== 'move' || (a.unit !== 'm1' && a.unit !== 'm2' && a.unit !== 'ag')) return ctx.pop();
      releaseUnit(ctx, a.unit, a.to);
      changeCapital(ctx, 1, 'Post Bail (1.2)');
    },
  }),
  pigasusMove: factionDecision<'pigasusMove'>({
    owner: () => 'yippies',
    options: (s, t) => [...mapped(demoDests(s, t.at), (area) => ({ type: 'area' as const, area })), { type: 'done' }],
    prompt: () => 'Pigasus: move to an adjacent area?',
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type !== 'area') return;
      addUnits(ctx, t.at, 'pig', -1);
      addUnits(ctx, a.area, 'pig', 1);
      ctx.emit({ type: 'moved', units: unitName('pig'), from: t.at, to: a.area });
    },
  }),
  dozer: factionDecision<'dozer'>({
    owner: () => 'police',
    options: (s, t) => (t.moves >= 2 ? [] : mapped(jeepOptions(s, t), (path) => ({ type: 'path' as const, path }))),
    prompt: () => 'Daley Dozer: move the Armored Jeep to',
    answer(ctx, t, a) {
      const path = pathOf(a);
      const from = ctx.state.jeep;
      const next = copyOf(t);
      next.prev = from ?? t.prev;
      next.moves += 1;
      ctx.replaceTop(next);
      ctx.emit({ type: 'armoredJeep', from, to: path });
      put(ctx, 'jeep', path);
      if (ctx.state.paths[path]!.barricade) {
        ctx.emit({ type: 'barrierRemoved', barrier: 'Barricade', path, why: 'Daley Dozer (6.3.3)' });
        setBarrier(ctx, path, 'barricade', false);
        change(ctx, 'supply', (x) => plus(x, 'barricades', 1));
      }
    },
  }),
  // 1.6, 4.6 Final Nomination: fill the Delegate Track, then determine victory
  nominate: auto<'nominate'>((ctx) => {
    const s = ctx.state;
    if (s.delegates.track.length < trackSize(s) && bagSize(s) > 0) return ctx.push({ kind: 'draw', deck: 'bag', purpose: 'nominate', area: null });
    ctx.pop();
    put(ctx, 'outcome', decideVictory(ctx.state));
  }),
};

/** The steps of a round (1.2–1.6, 4.x, 6.3). */
export const roundStepTasks = {
  roundBegin: step<'roundBegin'>(roundBeginStep),
  postBail: step<'postBail'>(roundBailStep),
  leadershipPhase: step<'leadershipPhase'>(roundLeadershipStep),
  rankAndFilePhase: step<'rankAndFilePhase'>(roundRankAndFileStep),
  demonstratorsFlock: step<'demonstratorsFlock'>(eorFlockStep),
  capitalAccumulation: step<'capitalAccumulation'>(eorCapitalStep),
  meetThePress: step<'meetThePress'>(eorPressStep),
  delegateVote: step<'delegateVote'>(eorVoteStep),
  cleanUp: step<'cleanUp'>(eorCleanupStep),
  pigasusMayMove: step<'pigasusMayMove'>(eorPigasusMoveStep),
  pigasusWithPolice: step<'pigasusWithPolice'>(eorPigasusCheckStep),
  daleyDozer: step<'daleyDozer'>(eorDozerStep),
  roundEndChecks: step<'roundEndChecks'>(eorChecksStep),
  nextRound: step<'nextRound'>(roundNextStep),
};
