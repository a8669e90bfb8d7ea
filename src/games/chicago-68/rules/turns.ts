import type { Why } from '../../../core/machine/index.js';
import { cachedForLast } from '../../../core/cached-by.js';
import { set } from '../../../core/update.js';
import type { Faction } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import type { TaskOf } from '../task-schema.js';
import { cardDef } from './cards/index.js';
import { board, cityAreas, nameOf, seatOf, sideOf } from './lookups.js';
import { removeBarrier, runEffects } from './effects.js';
import { requestMobChaos } from './mob-chaos.js';
import { activatable, activateStreetTheater, discardCounter, isCounter } from './street-theater.js';
import { auto, decision, window, type C, type Handler } from './tasks.js';
import { demoCount, hasPolice } from './units.js';
import { assoc, change, changeArea, factionsWith, plus, put, without } from './updates.js';
import { possessive } from '../../../core/words.js';
import { copiesOf, mapped } from './lists.js';

/*
 * 1.3–1.4 The Leadership and Rank-and-File phases (6.1 Variable Turn Order), a faction's turn (a
 * `turn` task: its faction decides until it passes or ends the turn), and the free actions of 2.9
 * offered during it.
 */

/** Most cards a faction plays per phase (1.3, 1.4). */
const CARDS_PER_PHASE = 3;

type PhaseTask = TaskOf<'phase'>;
type Turn = NonNullable<State['turn']>;
const factions = ['mayor', 'police', 'yippies', 'mobe'] as const;

/** A phase task with its last faction, stage and Turn card changed: one literal in the schema's key order (a spread copy has another hidden class, and was 1.8% of a playout in `beginTurn`). */
function phaseWith(t: PhaseTask, last: Faction | null, stage: PhaseTask['stage'], turnCard: Faction | null): PhaseTask {
  return { kind: 'phase', name: t.name, order: t.order, last, stage, turnCard };
}

/** Starts a phase task. */
export function startPhase(ctx: C, name: 'leadership' | 'rankAndFile' | 'vto'): void {
  ctx.emit({ type: 'phase', phase: { leadership: 'Leadership (1.3)', rankAndFile: 'Rank-and-File (1.4)', vto: 'Variable Turn Order (6.1)' }[name] });
  const order: Faction[] = name === 'leadership' ? ['mayor', 'yippies'] : name === 'rankAndFile' ? ['mobe', 'police'] : [];
  put(ctx, 'tally', { name, played: { mayor: 0, police: 0, yippies: 0, mobe: 0 }, passed: { mayor: false, police: false, yippies: false, mobe: false } });
  ctx.push({ kind: 'phase', name, order, last: null, stage: 'first', turnCard: null });
  if (name === 'vto') {
    // 6.1 one Mayor Turn card on top, one Police Turn card at the bottom, the rest shuffled between
    const per = board(ctx.state).set.counts.turnCardsPerFaction;
    const deck: Faction[] = [];
    for (const f of factions) deck.push(...copiesOf(f, f === 'mayor' || f === 'police' ? per - 1 : per));
    put(ctx, 'vtoDeck', deck);
  }
}

/** Can a faction take a turn? The Machine never passes and always has a deck (MACHINE ACTION CARDS). */
function canAct(s: State, f: Faction): boolean {
  const machine = s.machine !== null && sideOf(f) === 'establishment';
  const tally = s.tally!;
  return !tally.passed[f] && tally.played[f] < CARDS_PER_PHASE && (machine || s.hands[f].length > 0);
}

/** The phase is over: its task leaves the stack, its tally the state. */
function endPhase(ctx: C): void {
  ctx.pop();
  put(ctx, 'tally', null);
}

/** Counts a card played (1.3, 1.4: three per phase) or a pass in the phase's tally. */
function tallyTurn(ctx: C, f: Faction, what: 'played' | 'passed'): void {
  const t = ctx.state.tally!;
  // literals in the schema's key order (as startPhase writes them): one shape each, cheaper than spreads
  const { played: p, passed: x } = t;
  if (what === 'played') {
    const played = { mayor: p.mayor, police: p.police, yippies: p.yippies, mobe: p.mobe };
    played[f] += 1;
    ctx.draft().tally = { name: t.name, played, passed: x };
  } else {
    const passed = { mayor: x.mayor, police: x.police, yippies: x.yippies, mobe: x.mobe };
    passed[f] = true;
    ctx.draft().tally = { name: t.name, played: p, passed };
  }
}

/**
 * Sets the turn under way (`null`: the turn is over, its task replaced by `endOfTurn`). The turn's
 * hot writes name their field (`put`'s key is a keyed access of a ~50-key record: 3% of a playout).
 */
function setTurn(ctx: C, turn: Turn | null): void {
  if (ctx.state.turn !== turn) ctx.draft().turn = turn;
  if (turn === null) ctx.replaceTop({ kind: 'endOfTurn' });
}

function beginTurn(ctx: C, t: PhaseTask, f: Faction): void {
  ctx.emit({ type: 'turn', faction: f });
  if (ctx.state.mobThisTurn) ctx.draft().mobThisTurn = false;
  ctx.replaceTop(phaseWith(t, f, t.stage, t.turnCard));
  if (ctx.state.machine !== null && (f === 'mayor' || f === 'police')) return ctx.push({ kind: 'machineTurn', faction: f, drawn: false, tried: [], extra: false });
  ctx.draft().turn = { faction: f, card: false, fresh: [], posts: [], tactics: [] };
  ctx.push({ kind: 'turn' });
  if (t.name === 'vto') {
    // 6.1.2 MOBE or Police may remove Barriers at the start of any player's turn
    const others = (['police', 'mobe'] as const).filter((o) => o !== f && mayRemoveBarriers(ctx.state, o));
    if (others.length > 0) ctx.push({ kind: 'vtoWindow', seats: mapped(others, (o) => seatOf(ctx.state, o)) });
  }
}

const phaseHandler: Handler<'phase'> = auto((ctx, t) => {
  if (t.name === 'vto') return runVto(ctx, t);
  const candidates = t.last === null ? t.order : [t.order.find((f) => f !== t.last)!, t.last];
  const next = candidates.find((f) => canAct(ctx.state, f));
  if (next === undefined) return endPhase(ctx);
  beginTurn(ctx, t, next);
});

function runVto(ctx: C, t: PhaseTask): void {
  if (t.turnCard !== null) {
    const next = phaseWith(t, t.last, t.stage, null);
    ctx.replaceTop(next);
    if (canAct(ctx.state, t.turnCard)) beginTurn(ctx, next, t.turnCard);
    return;
  }
  if (t.stage === 'first') ctx.replaceTop(phaseWith(t, t.last, 'middle', 'mayor'));
  else if (t.stage === 'middle' && ctx.state.vtoDeck.length > 0) ctx.push({ kind: 'draw', deck: 'vto', purpose: 'vto', area: null });
  else if (t.stage === 'middle') ctx.replaceTop(phaseWith(t, t.last, 'done', 'police'));
  else endPhase(ctx);
}

/** A drawn Turn card (6.1): its faction takes the next turn (the draw, pushed on the phase, is done: the phase is on top). */
export function vtoDrawn(ctx: C, f: Faction): void {
  put(ctx, 'vtoDeck', without(ctx.state.vtoDeck, f));
  ctx.emit({ type: 'turnCard', faction: f });
  const phase = ctx.top;
  if (phase?.kind !== 'phase') throw new Error('a Turn card drawn outside the Variable Turn Order phase');
  ctx.replaceTop(phaseWith(phase, phase.last, phase.stage, f));
}

/**
 * The paths with a Barricade and those with Barbed Wire, each sorted: worked out once per `paths`
 * record (a Barrier placed or removed makes a new record, updates.ts `setBarrier`), the last one kept.
 */
const barrierPaths = cachedForLast((paths: State['paths']): { barricade: string[]; wire: string[] } => {
  const barricade: string[] = [];
  const wire: string[] = [];
  for (const p in paths) {
    if (paths[p]!.barricade) barricade.push(p);
    if (paths[p]!.wire) wire.push(p);
  }
  return { barricade: barricade.sort(), wire: wire.sort() };
});

/** The Barriers a faction's units reach (2.9.3): Barricades for the Police, Barbed Wire for the MOBE; sorted. */
function reachableBarriers(s: State, f: Faction): string[] {
  if (f !== 'police' && f !== 'mobe') return [];
  const { path, jail } = board(s);
  const reaches = (n: string) => n !== jail && (f === 'police' ? hasPolice(s, n) : demoCount(s.areas[n]!.u) > 0);
  const out: string[] = [];
  for (const p of barrierPaths(s.paths)[f === 'police' ? 'barricade' : 'wire']) {
    const { a, b } = path.get(p)!;
    if (reaches(a) || reaches(b)) out.push(p);
  }
  return out;
}

/** Conflict cards a faction may discard to remove a Barrier (2.9.3) and the Barriers they reach. */
function barrierRemovals(s: State, f: Faction): { card: string; path: string }[] {
  if (f !== 'police' && f !== 'mobe') return [];
  // the hand first: a few cards, where the Barriers are a scan of every path
  const cards = distinct(s.hands[f], (c) => board(s).action.get(c)?.conflict === true);
  if (cards.length === 0) return [];
  const paths = reachableBarriers(s, f);
  const out: { card: string; path: string }[] = [];
  for (const card of cards) for (const path of paths) out.push({ card, path });
  return out;
}

/** The distinct items of a short list that pass `keep`, in the list's order (a hand: a few cards). */
function distinct(list: readonly string[], keep: (item: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (list.indexOf(c) === i && keep(c)) out.push(c);
  }
  return out;
}

/**
 * 6.1.2 Whether a faction is asked, on public information only (its hand is hidden): a Barrier its
 * units reach and a card in hand. A faction without a Conflict card answers `done` (rulings.md).
 */
const mayRemoveBarriers = (s: State, f: Faction): boolean => s.hands[f].length > 0 && reachableBarriers(s, f).length > 0;

/** Which of the two factions a 6.1.2 window seat answers for (Police and MOBE never share a seat). */
const windowFaction = (s: State, seat: string): Faction => (seat === seatOf(s, 'police') ? 'police' : 'mobe');

/*
 * 6.1.2 At the start of a turn, the Police, then the MOBE, may discard Conflict cards to remove
 * Barriers: the window opens for those whose units reach a Barrier and who hold a card, and asks
 * each again while that holds.
 */
const vtoWindowHandler = window<'vtoWindow'>({
  offers: (s, _t, seat) => [...mapped(barrierRemovals(s, windowFaction(s, seat)), (r): Action => ({ type: 'removeBarrier', ...r })), { type: 'done' }],
  answer(ctx, _t, seat, a) {
    if (a.type !== 'removeBarrier') return 'next';
    const f = windowFaction(ctx.state, seat);
    discardForBarrier(ctx, f, a.card, a.path);
    return mayRemoveBarriers(ctx.state, f) ? 'again' : 'next';
  },
  prompt: (s, _t, seat) => `${windowFaction(s, seat)}: 6.1.2: discard a Conflict card to remove a Barrier?`,
  ask: (s, t, seat) => ({ decision: 'vtoWindow', faction: windowFaction(s, seat), after: t.seats.slice(1) }),
});

/** A card from a faction's hand to its discards. */
function handToDiscard(ctx: C, f: Faction, card: string): void {
  const { hands, discards } = ctx.state;
  const d = ctx.draft();
  d.hands = factionsWith(hands, f, without(hands[f], card));
  d.discards = factionsWith(discards, f, [...discards[f], card]);
}

function discardForBarrier(ctx: C, f: Faction, card: string, path: string): void {
  handToDiscard(ctx, f, card);
  ctx.emit({ type: 'discarded', faction: f, card, why: 'to remove a Barrier (2.9.3)' });
  removeBarrier(ctx, path, f === 'police' ? 'barricade' : 'barbedWire');
}

/** May the side on turn play one more card right now with "+1 ACTION" (2.11.5)? */
function extraAvailable(s: State, f: Faction): boolean {
  const side = sideOf(f);
  return s.tiles.action === side && !s.extraUsed[side] && (s.actionHolder === null || s.actionHolder === f);
}

/** The legal actions of the faction on turn (card action, pass, end of turn, free actions). */
function turnActions(s: State, turn: Turn): Action[] {
  const f = turn.faction;
  const out: Action[] = [];
  const hand = s.hands[f];
  const usable = (c: string) => turn.fresh.length === 0 || hand.filter((x) => x === c).length > turn.fresh.filter((x) => x === c).length;
  const playable = () => {
    const cards = distinct(hand, (c) => usable(c) && cardDef(c)?.playable(s, f) === true);
    return cards.length > 1 ? cards.sort(board(s).byName) : cards;
  };
  if (!turn.card) {
    for (const card of playable()) out.push({ type: 'play', card });
    out.push({ type: 'pass' });
  } else {
    out.push({ type: 'endTurn' });
    if (extraAvailable(s, f)) for (const card of playable()) out.push({ type: 'play', card });
  }
  // 2.9 free actions
  for (const r of barrierRemovals(s, f)) out.push({ type: 'removeBarrier', ...r });
  if (f === 'yippies' || f === 'mobe') {
    for (const card of activatable(s)) out.push({ type: 'streetTheater', card });
    const counters = distinct(s.stSplay, (c) => isCounter(s, c));
    const agitators = counters.length === 0 ? counters : cityAreas(s).filter((n) => s.areas[n]!.u.ag > 0);
    for (const card of counters) for (const area of agitators) out.push({ type: 'discardCounter', card, area });
  }
  if (f === 'police') {
    if (tacticAvailable(s, turn)) out.push({ type: 'tactic' });
    if (s.inc.policePosts) for (const p of postMoves(s, turn)) out.push({ type: 'post', ...p });
  }
  return out;
}

/**
 * 2.9.4 The current Tactics card: once per round, and (2.12.3 may make it usable again) each card at
 * most once per turn, so that a turn's free actions cannot cycle (rulings.md).
 */
function tacticAvailable(s: State, turn: Turn): boolean {
  return s.tactic !== null && !s.tacticUsed && !turn.tactics.includes(s.tactic);
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
function postMoves(s: State, turn: Turn | null): PostMove[] {
  const seen = turn?.posts ?? [];
  return cityAreas(s)
    .flatMap((area): PostMove[] => {
      const a = s.areas[area]!;
      if (a.post === null) return [];
      if (a.post !== '') return [{ area, unit: '' as const }];
      return (['p1', 'p2', 'tac'] as const).filter((k) => a.u[k] > 0).map((unit) => ({ area, unit }));
    })
    .filter((m) => !seen.includes(postArrangement(s, m)));
}

/** A turn with its card action, Post arrangements and Tactics changed: one literal in the schema's key order (one shape, cheaper than a spread). */
function turnWith(t: Turn, card: boolean, posts: string[], tactics: string[]): Turn {
  return { faction: t.faction, card, fresh: t.fresh, posts, tactics };
}

/** Applies a turn action. */
function applyTurnAction(ctx: C, a: Action): void {
  const t = ctx.state.turn!;
  const f = t.faction;
  const turn = turnWith(t, t.card, a.type === 'post' ? (t.posts.length > 0 ? t.posts : [postArrangement(ctx.state)]) : [], t.tactics);
  switch (a.type) {
    case 'play': {
      const extra = t.card;
      if (extra) change(ctx, 'extraUsed', (x) => assoc(x, sideOf(f), true)); // 2.11.5 +1 ACTION, once per game
      else tallyTurn(ctx, f, 'played');
      setTurn(ctx, turnWith(turn, true, turn.posts, turn.tactics));
      handToDiscard(ctx, f, a.card);
      ctx.emit({ type: 'played', faction: f, card: a.card, ...(extra ? { with: '+1 ACTION' } : {}) });
      return ctx.push(cardDef(a.card)!.task(f));
    }
    case 'pass': {
      ctx.emit({ type: 'passed', faction: f });
      tallyTurn(ctx, f, 'passed');
      return setTurn(ctx, null);
    }
    case 'endTurn':
      return setTurn(ctx, null);
    case 'removeBarrier':
      setTurn(ctx, turn);
      return discardForBarrier(ctx, f, a.card, a.path);
    case 'streetTheater':
      setTurn(ctx, turn);
      return activateStreetTheater(ctx, a.card);
    case 'discardCounter':
      setTurn(ctx, turn);
      return discardCounter(ctx, a.card, a.area);
    case 'tactic': {
      const card = board(ctx.state).set.tactics.find((c) => c.id === ctx.state.tactic)!;
      setTurn(ctx, turnWith(turn, turn.card, turn.posts, [...turn.tactics, card.id]));
      put(ctx, 'tacticUsed', true);
      ctx.emit({ type: 'tactic', card: card.id, text: card.text });
      return runEffects(ctx, card.effects, 'establishment', null, [], card.id);
    }
    case 'post': {
      const post = ctx.state.areas[a.area]!.post;
      const unit = a.unit;
      if (unit !== '') changeArea(ctx, a.area, (x) => set(x, 'u', plus(x.u, unit, -1)));
      else if (post !== null && post !== '') changeArea(ctx, a.area, (x) => set(x, 'u', plus(x.u, post, 1)));
      changeArea(ctx, a.area, (x) => set(x, 'post', unit));
      return setTurn(ctx, turnWith(turn, turn.card, [...turn.posts, postArrangement(ctx.state)], turn.tactics));
    }
    default:
      throw new Error(`not a turn action: ${a.type}`);
  }
}

/** Why a turn's card or free action is refused (2.7.1, 2.9, 2.11.5). */
function explainTurn(s: State, a: Action): Why {
  const t = s.turn!;
  if (a.type === 'play' && t.card) return { reason: 'One card action per turn (1.3, 1.4) unless "+1 ACTION" is held', rule: '2.11.5' };
  if (a.type === 'play') return { reason: `${nameOf(s, a.card)} is not in hand or its effect cannot be carried out now`, rule: '2.7.1' };
  if (a.type === 'streetTheater') return { reason: 'The Agitator location requirement is not met, or not a Yippie/MOBE turn', rule: '2.9.6' };
  if (a.type === 'removeBarrier') return { reason: 'Barriers are removed by discarding a Conflict card, next to your units, on your turn', rule: '2.9.3' };
  if (a.type === 'tactic') return { reason: 'Tactics: once per round, on a Police turn', rule: '2.9.4' };
  return undefined;
}

const turnHandler: Handler<'turn'> = decision<'turn'>({
  seat: (s) => seatOf(s, s.turn!.faction),
  options: (s) => turnActions(s, s.turn!),
  answer: (ctx, _t, a) => applyTurnAction(ctx, a),
  explain: (s, _t, a) => explainTurn(s, a),
  prompt: (s) => `Round ${s.round}, ${possessive(s.turn!.faction)} turn: ${s.turn!.card ? 'free actions or end the turn' : 'play an Action Card, take free actions, or pass'}`,
  ask: (s) => ({ decision: 'turn', faction: s.turn!.faction, round: s.round, cardPlayed: s.turn!.card }),
});

// the end of a turn: 2.11.2 Instability past 13 draws one Mob Chaos card now
const endOfTurnHandler: Handler<'endOfTurn'> = auto((ctx) => {
  ctx.pop();
  if (!ctx.state.chaosPending) return;
  put(ctx, 'chaosPending', false);
  requestMobChaos(ctx, null);
});

/** The task handlers of the phases, a turn and the 6.1.2 Barrier window. */
export const turnTasks = {
  phase: phaseHandler,
  turn: turnHandler,
  endOfTurn: endOfTurnHandler,
  vtoWindow: vtoWindowHandler,
};
