import { referenceComponents } from '../data/components.js';
import type { State, Task } from '../schema.js';
import { changeCapital } from './capital.js';
import { board, cityAreas, isNight, sideFaction } from './context.js';
import { releaseOptions, releaseUnit } from './effects.js';
import { gainExposure } from './exposure.js';
import { emit, unitName } from './log.js';
import { demoDests } from './movement.js';
import { requestPolicyDraw } from './policy.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';
import { startPhase } from './turns.js';
import { agitatorsOnBoard, controller, demoCount, hasPolice } from './units.js';
import { decideVictory } from './victory.js';

/* 1. Game structure: a sequence of steps per round (1.2–1.5, 4.x), then Final Nomination (1.6, 4.6). */

/** A named step of a sequence (see sequence.ts). */
export type Step = (s: State, t: Task) => void;

/** The steps of one round. */
export function roundSteps(s: State): string[] {
  return [
    'round:begin', 'round:bail', 'round:leadership', 'round:rankAndFile',
    'eor:flock', 'eor:capital', 'eor:press', 'eor:vote', 'eor:cleanup',
    ...(s.inc.pigasus ? ['eor:pigasusMove', 'eor:pigasusCheck'] : []),
    ...(s.inc.daleyDozer ? ['eor:dozer'] : []),
    'eor:checks', 'round:next',
  ];
}

const roundBeginStep: Step = (s) => {
  emit(s, { type: 'round', round: s.round, time: isNight(s) ? 'Night' : 'Day' });
  // 6.3.1 a pink Delegate each round Pigasus is on the board
  const pig = board(s).areaNames.some((n) => s.areas[n]!.u.pig > 0);
  if (pig && s.supply.pink > 0) {
    s.supply.pink -= 1;
    s.delegates.bag.pink += 1;
    emit(s, { type: 'delegate', color: 'pink', count: 1, to: 'bag', why: 'Pigasus (6.3.1)' });
  }
};

const roundBailStep: Step = (s) => {
  if (releaseOptions(s).length > 0) push(s, { k: 'bail' });
};

// 1.2 Post Bail: one Capital into the Municipal Budget per released unit
const bailTask: TaskHandler = {
  run(s, t) {
    const options = releaseOptions(s);
    ask(s, t, sideFaction(s, 'demonstrators'), 'POST BAIL: release a jailed unit (1 Capital to the Municipal Budget)?', options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    releaseUnit(s, option);
    changeCapital(s, 1, 'Post Bail (1.2)');
  },
};

const roundLeadershipStep: Step = (s) => startPhase(s, s.vtoOn ? 'vto' : 'leadership');
const roundRankAndFileStep: Step = (s) => {
  if (!s.vtoOn) startPhase(s, 'rankAndFile');
};

// 4.1 Demonstrators Flock
const eorFlockStep: Step = (s) => {
  for (const n of cityAreas(s)) {
    const a = s.areas[n]!;
    if (a.flag === null) continue;
    const k = Math.min(a.flag, s.supply.m1);
    s.supply.m1 -= k;
    a.u.m1 += k;
    if (k > 0) emit(s, { type: 'placed', units: unitName('m1', k), area: n, why: 'Demonstrators Flock (4.1)' });
  }
};

// 4.2 Capital Accumulation (starred areas without Demonstrators; -1 Capital tokens reduce it)
const eorCapitalStep: Step = (s) => {
  for (const n of cityAreas(s)) {
    const area = board(s).area.get(n)!;
    const a = s.areas[n]!;
    if (area.star && demoCount(a.u) === 0) changeCapital(s, Math.max(0, area.capital - a.minus), `Capital Accumulation in ${n} (4.2)`);
  }
};

// 4.3 Meet the Press
const eorPressStep: Step = (s) => {
  const stars = cityAreas(s).filter((n) => board(s).area.get(n)!.star && board(s).area.get(n)!.kind !== 'transit');
  const e = stars.filter((n) => controller(s, n) === 'establishment').length;
  const d = stars.filter((n) => controller(s, n) === 'demonstrators').length;
  gainExposure(s, 'establishment', e);
  gainExposure(s, 'demonstrators', d);
};

function trackSize(s: State): number {
  return (s.components ?? referenceComponents).counts.delegateTrack;
}

function bagSize(s: State): number {
  const b = s.delegates.bag;
  return b.blue + b.red + b.pink;
}

// 4.4 Delegate Vote
const eorVoteStep: Step = (s) => {
  if (!s.noVote && s.delegates.track.length < trackSize(s) && bagSize(s) > 0) s.draw = { deck: 'bag', purpose: 'vote', area: null };
};

// 4.5 Clean Up (1.5.5: Tear Gas to the general supply)
const eorCleanupStep: Step = (s) => {
  for (const n of board(s).areaNames) {
    if (s.areas[n]!.gas) {
      s.areas[n]!.gas = false;
      s.general.gas += 1;
      emit(s, { type: 'tearGasCleared', area: n });
    }
  }
  for (const f of ['mayor', 'police', 'yippies', 'mobe'] as const) {
    s.hands[f] = [...s.hands[f], ...s.discards[f]].sort();
    s.discards[f] = [];
  }
  s.noVote = false;
  s.tacticUsed = false;
  // reconstructed: a new Policy enters the splay each round (see rulings.md)
  if (s.round < 5) requestPolicyDraw(s, 'splay');
};

// 6.3.1 Pigasus may move once, then is removed if with Police
const eorPigasusMoveStep: Step = (s) => {
  const at = cityAreas(s).find((n) => s.areas[n]!.u.pig > 0);
  if (at && demoDests(s, at).length > 0) push(s, { k: 'pigasusMove', at });
};

const pigasusMoveTask: TaskHandler = {
  run(s, t) {
    ask(s, t, 'yippies', 'Pigasus: move to an adjacent area?', [...demoDests(s, field<string>(t, 'at')), 'stay']);
  },
  answer(s, t, option) {
    pop(s, t);
    if (option === 'stay') return;
    s.areas[field<string>(t, 'at')]!.u.pig -= 1;
    s.areas[option]!.u.pig += 1;
    emit(s, { type: 'moved', units: unitName('pig'), from: field<string>(t, 'at'), to: option });
  },
};

const eorPigasusCheckStep: Step = (s) => {
  for (const n of cityAreas(s)) {
    if (s.areas[n]!.u.pig > 0 && hasPolice(s, n)) {
      s.box.pig += s.areas[n]!.u.pig;
      s.areas[n]!.u.pig = 0;
      emit(s, { type: 'removed', units: unitName('pig'), area: n, to: 'the game', why: 'Pigasus with Police (6.3.1)' });
    }
  }
};

// 6.3.3 Daley Dozer: the Armored Jeep moves twice, clearing Barricades
const eorDozerStep: Step = (s) => {
  if (s.jeep !== null) push(s, { k: 'dozer', start: s.jeep, moves: 0, prev: s.jeep });
};

function jeepOptions(s: State, t: Task): string[] {
  const b = board(s);
  const cur = b.path.get(s.jeep!)!;
  const start = field<string>(t, 'start');
  const prev = field<string>(t, 'prev');
  return [...new Set([cur.a, cur.b].flatMap((n) => (b.links.get(n) ?? []).map(([p]) => p)))]
    .filter((p) => p !== s.jeep && p !== start && p !== prev)
    .sort();
}

const dozerTask: TaskHandler = {
  run(s, t) {
    if (field<number>(t, 'moves') >= 2) return pop(s, t);
    ask(s, t, 'police', 'Daley Dozer: move the Armored Jeep to', jeepOptions(s, t));
  },
  answer(s, t, option) {
    t['prev'] = s.jeep;
    emit(s, { type: 'armoredJeep', from: s.jeep, to: option });
    s.jeep = option;
    if (s.paths[option]!.barricade) {
      emit(s, { type: 'barrierRemoved', barrier: 'Barricade', path: option, why: 'Daley Dozer (6.3.3)' });
      s.paths[option]!.barricade = false;
      s.supply.barricades += 1;
    }
    t['moves'] = field<number>(t, 'moves') + 1;
  },
};

// 5.3 and 6.3.2: immediate losses at the end of a round
const eorChecksStep: Step = (s) => {
  const noAgitators = agitatorsOnBoard(s) === 0;
  const emptyPost = cityAreas(s).some((n) => s.areas[n]!.post === '');
  if (noAgitators && emptyPost) s.outcome = { winners: [], reason: 'Both sides lose at once: no Agitators on the board (5.3) and an empty Police Post (6.3.2)', major: false };
  else if (noAgitators) s.outcome = { winners: ['establishment'], reason: 'No Agitators on the board at the end of a round (5.3)', major: false };
  else if (emptyPost) s.outcome = { winners: ['demonstrators'], reason: 'A Police Post is empty at the end of a round (6.3.2)', major: false };
};

const roundNextStep: Step = (s, t) => {
  if (s.round < 5) {
    s.round += 1;
    t['i'] = 0;
    return;
  }
  s.phase = 'final';
  push(s, { k: 'nominate' });
};

// 1.6, 4.6 Final Nomination: fill the Delegate Track, then determine victory
const nominateTask: TaskHandler = {
  run(s, t) {
    if (s.delegates.track.length < trackSize(s) && bagSize(s) > 0) {
      s.draw = { deck: 'bag', purpose: 'nominate', area: null };
      return;
    }
    pop(s, t);
    s.outcome = decideVictory(s);
  },
};

/** The task handlers of the round's steps (Post Bail, Pigasus, Daley Dozer, Final Nomination). */
export const roundTasks: Readonly<Record<string, TaskHandler>> = {
  bail: bailTask,
  pigasusMove: pigasusMoveTask,
  dozer: dozerTask,
  nominate: nominateTask,
};

/** The steps of a round (1.2–1.6, 4.x, 6.3), by name. */
export const roundStepTable: Readonly<Record<string, Step>> = {
  'round:begin': roundBeginStep,
  'round:bail': roundBailStep,
  'round:leadership': roundLeadershipStep,
  'round:rankAndFile': roundRankAndFileStep,
  'eor:flock': eorFlockStep,
  'eor:capital': eorCapitalStep,
  'eor:press': eorPressStep,
  'eor:vote': eorVoteStep,
  'eor:cleanup': eorCleanupStep,
  'eor:pigasusMove': eorPigasusMoveStep,
  'eor:pigasusCheck': eorPigasusCheckStep,
  'eor:dozer': eorDozerStep,
  'eor:checks': eorChecksStep,
  'round:next': roundNextStep,
};
