import type { Faction } from '../data/schema.js';
import type { Action, State, Task } from '../schema.js';
import { cardDefs, cardTask } from './cards/index.js';
import { board, cityAreas, sideOf } from './context.js';
import { removeBarrier, runEffects } from './effects.js';
import { emit } from './log.js';
import { requestMobChaos } from './mob-chaos.js';
import { pathsAt } from './movement.js';
import { activatable, activateStreetTheater, discardCounter, isCounter } from './street-theater.js';
import { ask, field, pop, push, top, type TaskHandler } from './tasks.js';
import { demoCount, hasPolice } from './units.js';

/*
 * 1.3–1.4 The Leadership and Rank-and-File phases (6.1 Variable Turn Order), a faction's turn, and
 * the free actions of 2.9 offered during it.
 */

/** Most cards a faction plays per phase (1.3, 1.4). */
export const CARDS_PER_PHASE = 3;

type Counts = Record<Faction, number>;
type Flags = Record<Faction, boolean>;

/** Starts a phase task. */
export function startPhase(s: State, name: 'leadership' | 'rankAndFile' | 'vto'): void {
  emit(s, { type: 'phase', phase: { leadership: 'Leadership (1.3)', rankAndFile: 'Rank-and-File (1.4)', vto: 'Variable Turn Order (6.1)' }[name] });
  const order: Faction[] = name === 'leadership' ? ['mayor', 'yippies'] : name === 'rankAndFile' ? ['mobe', 'police'] : [];
  const zero = { mayor: 0, police: 0, yippies: 0, mobe: 0 };
  push(s, { k: 'phase', name, order, played: { ...zero }, passed: { mayor: false, police: false, yippies: false, mobe: false }, last: null, stage: 'first', next: null });
  if (name === 'vto') {
    // 6.1 one Mayor Turn card on top, one Police Turn card at the bottom, the rest shuffled between
    const per = board(s).set.counts.turnCardsPerFaction;
    s.vtoDeck = (['mayor', 'police', 'yippies', 'mobe'] as const).flatMap((f) => Array<Faction>(f === 'mayor' || f === 'police' ? per - 1 : per).fill(f));
  }
}

function canAct(s: State, t: Task, f: Faction): boolean {
  return !field<Flags>(t, 'passed')[f] && field<Counts>(t, 'played')[f] < CARDS_PER_PHASE && s.hands[f].length > 0;
}

function beginTurn(s: State, t: Task, f: Faction): void {
  s.turn = { faction: f, card: false, ended: false };
  emit(s, { type: 'turn', faction: f });
  s.mobThisTurn = false;
  t['last'] = f;
  if (field<string>(t, 'name') === 'vto') {
    // 6.1.2 MOBE or Police may remove Barriers at the start of any player's turn
    for (const other of ['mobe', 'police'] as const) if (other !== f && barrierRemovals(s, other).length > 0) push(s, { k: 'vtoWindow', faction: other });
  }
}

const phaseHandler: TaskHandler = {
  run(s, t) {
    if (s.turn?.ended) {
      s.turn = null;
      if (s.chaosPending) {
        // 2.11.2 Instability past 13: one Mob Chaos card at the end of the turn
        s.chaosPending = false;
        requestMobChaos(s, null);
        return;
      }
    }
    if (field<string>(t, 'name') === 'vto') return runVto(s, t);
    const order = field<Faction[]>(t, 'order');
    const last = field<Faction | null>(t, 'last');
    const candidates = last === null ? order : [order.find((f) => f !== last)!, last];
    const next = candidates.find((f) => canAct(s, t, f));
    if (next === undefined) return pop(s, t);
    beginTurn(s, t, next);
  },
};

function runVto(s: State, t: Task): void {
  const next = field<Faction | null>(t, 'next');
  if (next !== null) {
    t['next'] = null;
    if (canAct(s, t, next)) beginTurn(s, t, next);
    return;
  }
  const stage = field<string>(t, 'stage');
  if (stage === 'first') {
    t['stage'] = 'middle';
    t['next'] = 'mayor';
  } else if (stage === 'middle' && s.vtoDeck.length > 0) s.draw = { deck: 'vto', purpose: 'vto', area: null };
  else if (stage === 'middle') {
    t['stage'] = 'done';
    t['next'] = 'police';
  } else pop(s, t);
}

/** A drawn Turn card (6.1). */
export function vtoDrawn(s: State, f: Faction): void {
  s.vtoDeck.splice(s.vtoDeck.indexOf(f), 1);
  emit(s, { type: 'turnCard', faction: f });
  top(s)!['next'] = f;
}

/** Conflict cards a faction may discard to remove a Barrier (2.9.3) and the Barriers they reach. */
export function barrierRemovals(s: State, f: Faction): { card: string; path: string }[] {
  if (f !== 'police' && f !== 'mobe') return [];
  const b = board(s);
  const cards = [...new Set(s.hands[f])].filter((c) => b.action.get(c)?.conflict);
  if (cards.length === 0) return [];
  const key = f === 'police' ? 'barricade' : 'wire';
  const areas = cityAreas(s).filter((n) => (f === 'police' ? hasPolice(s, n) : demoCount(s.areas[n]!.u) > 0));
  const paths = [...new Set(areas.flatMap((n) => pathsAt(s, n)))].filter((p) => s.paths[p]![key]).sort();
  return cards.flatMap((card) => paths.map((path) => ({ card, path })));
}

const vtoWindowTask: TaskHandler = {
  run(s, t) {
    const f = field<Faction>(t, 'faction');
    const options = barrierRemovals(s, f).map((r) => `${r.card}@${r.path}`);
    ask(s, t, f, '6.1.2: discard a Conflict card to remove a Barrier?', options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    const [card, path] = option.split('@') as [string, string];
    discardForBarrier(s, field<Faction>(t, 'faction'), card, path);
  },
};

function discardForBarrier(s: State, f: Faction, card: string, path: string): void {
  s.hands[f].splice(s.hands[f].indexOf(card), 1);
  s.discards[f].push(card);
  emit(s, { type: 'discarded', faction: f, card, why: 'to remove a Barrier (2.9.3)' });
  removeBarrier(s, path, f === 'police' ? 'barricade' : 'barbedWire');
}

function phaseTask(s: State): Task {
  return [...s.stack].reverse().find((t) => t.k === 'phase')!;
}

/** May the side on turn play one more card right now with "+1 ACTION" (2.11.5)? */
function extraAvailable(s: State, f: Faction): boolean {
  const side = sideOf(f);
  return s.tiles.action === side && !s.extraUsed[side] && (s.actionHolder === null || s.actionHolder === f);
}

/** The legal actions of the faction on turn (card action, pass, end of turn, free actions). */
export function turnActions(s: State): Action[] {
  const f = s.turn!.faction;
  const out: Action[] = [];
  const fresh = s.turn!.fresh ?? [];
  const usable = (c: string) => s.hands[f].filter((x) => x === c).length > fresh.filter((x) => x === c).length;
  const playable = [...new Set(s.hands[f])].filter((c) => usable(c) && cardDefs[c]?.playable(s, f)).sort();
  if (!s.turn!.card) {
    for (const card of playable) out.push({ type: 'play', card });
    out.push({ type: 'pass' });
  } else {
    out.push({ type: 'endTurn' });
    if (extraAvailable(s, f)) for (const card of playable) out.push({ type: 'play', card });
  }
  // 2.9 free actions
  for (const r of barrierRemovals(s, f)) out.push({ type: 'removeBarrier', ...r });
  if (f === 'yippies' || f === 'mobe') {
    for (const card of activatable(s)) out.push({ type: 'streetTheater', card });
    const agitators = cityAreas(s).filter((n) => s.areas[n]!.u.ag > 0);
    for (const card of [...new Set(s.stSplay)].filter((c) => isCounter(s, c))) for (const area of agitators) out.push({ type: 'discardCounter', card, area });
  }
  if (f === 'police') {
    if (tacticAvailable(s)) out.push({ type: 'tactic' });
    if (s.inc.policePosts) for (const p of postMoves(s)) out.push({ type: 'post', ...p });
  }
  return out;
}

/**
 * 2.9.4 The current Tactics card: once per round, and (2.12.3 may make it usable again) each card at
 * most once per turn, so that a turn's free actions cannot cycle (rulings.md).
 */
function tacticAvailable(s: State): boolean {
  return s.tactic !== null && !s.tacticUsed && !(s.turn!.tactics ?? []).includes(s.tactic);
}

type PostMove = { area: string; unit: '' | 'p1' | 'p2' | 'tac' };

/** Which unit stands in each Post (the arrangement the 6.3.2 free action changes). */
function postArrangement(s: State, change?: PostMove): string {
  return cityAreas(s)
    .filter((n) => s.areas[n]!.post !== null)
    .map((n) => `${n}=${change?.area === n ? change.unit : s.areas[n]!.post}`)
    .join(',');
}

/**
 * 6.3.2 Police units moving in or out of Posts in the same area (a free action, "repeated any number
 * of times"): offered only towards a Post arrangement not yet reached since the turn's last other
 * action, so that repeating it always changes something and every turn ends (rulings.md).
 */
export function postMoves(s: State): PostMove[] {
  const seen = s.turn?.posts ?? [];
  return cityAreas(s)
    .flatMap((area): PostMove[] => {
      const a = s.areas[area]!;
      if (a.post === null) return [];
      if (a.post !== '') return [{ area, unit: '' as const }];
      return (['p1', 'p2', 'tac'] as const).filter((k) => a.u[k] > 0).map((unit) => ({ area, unit }));
    })
    .filter((m) => !seen.includes(postArrangement(s, m)));
}

/** Applies a turn action. */
export function applyTurnAction(s: State, a: Action): void {
  const turn = s.turn!;
  const f = turn.faction;
  if (a.type === 'post') turn.posts = turn.posts?.length ? turn.posts : [postArrangement(s)];
  else delete turn.posts;
  switch (a.type) {
    case 'play': {
      const phase = phaseTask(s);
      const extra = turn.card;
      if (extra) s.extraUsed[sideOf(f)] = true; // 2.11.5 +1 ACTION, once per game
      else field<Counts>(phase, 'played')[f] += 1;
      turn.card = true;
      s.hands[f].splice(s.hands[f].indexOf(a.card), 1);
      s.discards[f].push(a.card);
      emit(s, { type: 'played', faction: f, card: a.card, ...(extra ? { with: '+1 ACTION' } : {}) });
      return push(s, cardTask(s, a.card, f, false));
    }
    case 'pass':
      emit(s, { type: 'passed', faction: f });
      field<Flags>(phaseTask(s), 'passed')[f] = true;
      turn.ended = true;
      return;
    case 'endTurn':
      turn.ended = true;
      return;
    case 'removeBarrier':
      return discardForBarrier(s, f, a.card, a.path);
    case 'streetTheater':
      return activateStreetTheater(s, a.card);
    case 'discardCounter':
      return discardCounter(s, a.card, a.area);
    case 'tactic': {
      s.tacticUsed = true;
      turn.tactics = [...(turn.tactics ?? []), s.tactic!];
      const card = board(s).set.tactics.find((c) => c.name === s.tactic)!;
      emit(s, { type: 'tactic', card: card.name, text: card.text });
      return runEffects(s, card.effects, 'establishment', null, [], card.name);
    }
    case 'post': {
      const area = s.areas[a.area]!;
      if (a.unit === '') area.u[area.post as 'p1' | 'p2' | 'tac'] += 1;
      else area.u[a.unit] -= 1;
      area.post = a.unit;
      turn.posts!.push(postArrangement(s));
      return;
    }
    default:
      throw new Error(`not a turn action: ${a.type}`);
  }
}

/** The task handlers of the phases and the 6.1.2 Barrier window. */
export const turnTasks: Readonly<Record<string, TaskHandler>> = {
  phase: phaseHandler,
  vtoWindow: vtoWindowTask,
};
