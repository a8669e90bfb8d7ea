import { withDeck } from '../state/copy.js';
import type { GameEvent } from '../../../core/types.js';
import type { Color, Organization, StrategyCard } from '../data/schema.js';
import type { FlowAction } from '../schema.js';
import type { PlayedCardState, Round } from '../state/pending.js';
import type { FreeAtLastState } from '../state/schema.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { applyEvent, eventChoices, settleEventCard } from './events.js';
import { mayPass } from './hand-management.js';
import { openInterruptWindow, spendStarToDraw } from './interrupts.js';
import { assignableLeaders } from './leaders.js';
import { activeOwners, activeProject, anyActiveProject, canDraw, handSize, strategyCard } from './lookup.js';
import { projectRules } from './project-seam.js';
import { reinforce, reinforcementTargets } from './reinforcements.js';
import { run, takeFromHand, updateOrg } from './util.js';
import type { ModeOption, PlayedCard } from './projects/contract.js';
import { challengesOnProjectAction } from './challenges/lasting.js';
import { flowOf, pushTask, setStep, withFlow } from '../state/stack.js';

/*
 * 2.9, 13.x the Action Rounds: in Turn order each player plays a card (or cards) for the event or
 * for its rank and colour on his Project, after SEG Reinforcements (13.2); or passes or discards
 * (9.4). From Action Round 2 the player with strictly the most cards may take pre-emptive Action
 * Rounds (10.4). An "Action Round" here is one seat's turn; the counter `actionRound` counts the
 * passes through the Turn order (ruling). The Turn ends when every Project is complete (2.9, 20.0).
 */

const ranks = [1, 2, 3, 4] as const;
const colors: Color[] = ['red', 'white', 'blue'];

/** 2.9 the Action Rounds begin with the first seat in Turn order. */
export function enterActionRounds(s: FreeAtLastState): FreeAtLastState {
  let t: FreeAtLastState = { ...s, phase: 'action-rounds', actionRound: 1 };
  for (const o of t.seats) t = updateOrg(t, o, (x) => ({ ...x, passed: false }));
  return withFlow(t, { at: 'window-open', cursor: 0, step: null, round: null, preemptor: null, deadlock: false });
}

/** The seat whose Action Round comes next. */
const actor = (s: FreeAtLastState): Organization => flowOf(s).preemptor ?? s.seats[flowOf(s).cursor]!;

/** Moves the Action Rounds on when nothing is pending; null when the Turn is over. */
export function continueRounds(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState | null {
  if (flowOf(s).round) return progressRound(s, ev);
  if (!anyActiveProject(s)) return null; // 2.9 all Projects complete
  switch (flowOf(s).at) {
    case 'preempt':
      return offerPreempt(withFlow(s, { at: 'window-open' }));
    case 'window-open':
      return openInterruptWindow(withFlow(s, { at: 'act' }));
    case 'act':
      // the variants' hook comes first (23.1 the solitaire draw)
      return pushTask(withFlow(s, { at: 'act-start' }), { kind: 'beforeAction' });
    default:
      return startAction(withFlow(s, { at: 'act' }), ev);
  }
}

/** 10.4, 10.4.1 from Action Round 2, a seat with strictly the most cards may pre-empt. */
function offerPreempt(s: FreeAtLastState): FreeAtLastState {
  if (s.actionRound < 2) return s;
  const sizes = s.seats.map((o) => handSize(s, o));
  const most = Math.max(...sizes);
  const leaders = s.seats.filter((_, i) => sizes[i] === most);
  const p = leaders[0]!;
  if (leaders.length !== 1 || most === 0 || p === s.seats[flowOf(s).cursor]) return s;
  return setStep(s, { kind: 'preempt', org: p });
}

/** 10.4 the seat with the most cards takes a pre-emptive Action Round, or not. */
export function applyPreempt(s: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  if (a.type === 'preempt') ev.push({ type: 'preempt', org });
  return withFlow(s, { step: null, preemptor: a.type === 'preempt' ? org : flowOf(s).preemptor });
}

function startAction(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  const org = actor(s);
  const p = activeProject(s, org);
  // 15.12 a Leader lost to the Klan may be replaced at the owner's next Action Round
  if (p?.leaderLost && assignableLeaders(s, org).length > 0) return setStep(s, { kind: 'leader', org, purpose: 'replace' });
  if (p && handSize(s, org) === 0 && !(s.orgs[org]!.stars > 0 && canDraw(s))) {
    // 15.17.1, 17.17.1, 18.3.10.1 no cards and no Star to draw one: the Project is incomplete
    return nextSeat(run(ev, projectRules.abandonProject(s, org)));
  }
  // ruling (issue 12): only a seat with no cards and no Project passes without being asked; one whose
  // hand allows nothing but a pass is still asked, so that who is asked reveals nothing of his hand
  if (!p && handSize(s, org) === 0) return applyAction(s, org, { type: 'pass' }, ev);
  return setStep(s, { kind: 'action', org });
}

function matching(s: FreeAtLastState, org: Organization, rank: number): number {
  const o = s.orgs[org]!;
  return o.hand.filter((c) => strategyCard(s, c).rank === rank).length + (o.homeCardInHand ? 1 : 0);
}

/** The cards of each rank in a hand, the Home Card counting for every rank (`matching` for all ranks at once). */
function matchingByRank(s: FreeAtLastState, org: Organization): readonly number[] {
  const o = s.orgs[org]!;
  const home = o.homeCardInHand ? 1 : 0;
  const counts = [home, home, home, home, home];
  for (const c of o.hand) counts[strategyCard(s, c).rank]! += 1;
  return counts;
}

/** 14.5 the modes a first card allows, given the matching cards left in hand after it (counted without copying the state). */
function feasibleModes(s: FreeAtLastState, first: PlayedCardState, modes: readonly ModeOption[], counts: readonly number[]): ModeOption[] {
  const left = (rank: number): number => counts[rank]! - (first.id === 'home' ? 1 : strategyCard(s, first.id).rank === rank ? 1 : 0);
  return modes.filter((m) => m.extraCards.min === 0 || left(m.extraCards.rank === 'first' ? first.rank : 4) >= m.extraCards.min);
}

/** The cards of a hand as they may be played: each card as itself, the Home Card as any rank and colour (9.3.3). */
function playable(s: FreeAtLastState, org: Organization): PlayedCardState[] {
  const o = s.orgs[org]!;
  const out: PlayedCardState[] = [...new Set(o.hand)].map((id) => {
    const c = strategyCard(s, id);
    return { id, rank: c.rank, color: c.color };
  });
  if (o.homeCardInHand) for (const rank of ranks) for (const color of colors) out.push({ id: 'home', rank, color });
  return out;
}

/** The choices of the seat whose Action Round it is. */
export function actionActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const preemptive = flowOf(s).preemptor === org;
  const o = s.orgs[org]!;
  if (handSize(s, org) === 0) {
    // 15.17.1 he may spend a Star to draw a card, if he can (a Star, and a card to draw), or give up the Project
    if (activeProject(s, org)) return o.stars > 0 && canDraw(s) ? [{ type: 'spendStarDraw' }, { type: 'concede' }] : [{ type: 'concede' }];
    return [{ type: 'pass' }];
  }
  const modes = projectRules.projectModes(s, org);
  const out: FlowAction[] = [];
  if (modes.length > 0) {
    const counts = matchingByRank(s, org);
    for (const c of playable(s, org)) {
      if (feasibleModes(s, c, modes, counts).length > 0) out.push({ type: 'play', card: c.id, rank: c.rank, color: c.color });
    }
  }
  out.push(...eventChoices(s, org));
  if (mayPass(s, org, preemptive)) out.push({ type: 'pass' });
  else if (out.length === 0) {
    // 9.4 no available action: he must discard
    for (const id of new Set(o.hand)) out.push({ type: 'discard', card: id });
    if (o.homeCardInHand) out.push({ type: 'discard', card: 'home' });
  }
  return out;
}

function newRound(org: Organization, preemptive: boolean, use: Round['use'], cards: PlayedCardState[]): Round {
  return { org, preemptive, use, cards, mode: null, extra: null, reinforce: [], event: null, stage: 'build' };
}

const toPlayed = (cards: readonly PlayedCardState[]): PlayedCard[] => cards.map((c) => ({ ...c, rank: c.rank as PlayedCard['rank'] }));

const toDisplay = (s: FreeAtLastState, id: string): FreeAtLastState => (id === 'home' ? s : withDeck(s, 'display', [...s.decks.display, id]));

/** 13.1, 9.4 the Action Round's choice: a card for the Project or its event, a pass, a discard, or (without cards) a Star or giving up. */
export function applyAction(s0: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  const s = setStep(s0, null);
  const preemptive = flowOf(s).preemptor === org;
  switch (a.type) {
    case 'pass': {
      ev.push({ type: 'pass', org });
      let t = updateOrg(s, org, (o) => ({ ...o, passed: true }));
      if (t.seats.every((x) => t.orgs[x]!.passed)) t = withFlow(t, { deadlock: true });
      return nextSeat(t);
    }
    case 'concede':
      return nextSeat(run(ev, projectRules.abandonProject(s, org)));
    case 'spendStarDraw':
      return spendStarToDraw(s, org, ev);
    case 'discard': {
      ev.push({ type: 'discard', org, card: a.card });
      const t = takeFromHand(s, org, a.card);
      return withFlow(toDisplay(t, a.card), { round: { ...newRound(org, preemptive, 'discard', [{ id: a.card, rank: 1, color: 'red' }]), stage: 'close' } });
    }
    case 'event': {
      const card = strategyCard(s, a.card);
      const t = toDisplay(takeFromHand(s, org, a.card), a.card);
      const round: Round = {
        ...newRound(org, preemptive, 'event', [{ id: a.card, rank: card.rank, color: card.color }]),
        event: { card: a.card, target: a.target, law: a.law },
        // 19.4 Robert F. Williams / Malcolm X: a second and third 4-rank card may join the event
        extra: isEventLeader(card) ? { min: 0, max: 2, rank: 4 } : null,
      };
      const u = withFlow(t, { round });
      return extraActions(u, org).length > 0 ? setStep(u, { kind: 'extra', org }) : toReinforce(u);
    }
    case 'play': {
      const first: PlayedCardState = { id: a.card, rank: a.rank, color: a.color };
      const modes = feasibleModes(s, first, projectRules.projectModes(s, org), matchingByRank(s, org));
      const t = withFlow(toDisplay(takeFromHand(s, org, a.card), a.card), { round: newRound(org, preemptive, 'project', [first]) });
      ev.push({ type: 'play', org, card: a.card, rank: a.rank, color: a.color });
      if (modes.length === 1) return chooseMode(t, org, modes[0]!);
      return setStep(t, { kind: 'mode', org });
    }
    default:
      throw new Error(`not an Action Round action: ${a.type}`);
  }
}

/** The modes open to the card just played. */
export function modeActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const r = flowOf(s).round!;
  const first = r.cards[0]!;
  // the first card is already out of the hand: count matching cards as they are now
  return projectRules
    .projectModes(s, org)
    .filter((m) => m.extraCards.min === 0 || matching(s, org, m.extraCards.rank === 'first' ? first.rank : 4) >= m.extraCards.min)
    .map((m) => ({ type: 'mode' as const, mode: m.mode }));
}

function chooseMode(s: FreeAtLastState, org: Organization, m: ModeOption): FreeAtLastState {
  const r = flowOf(s).round!;
  const t = withFlow(s, { round: { ...r, mode: m.mode, extra: m.extraCards } });
  return extraActions(t, org).length > 0 ? setStep(t, { kind: 'extra', org }) : toReinforce(t);
}

/** 13.3 the project action the played card takes. */
export function applyMode(s: FreeAtLastState, org: Organization, mode: string): FreeAtLastState {
  const m = projectRules.projectModes(s, org).find((x) => x.mode === mode);
  if (!m) throw new Error(`mode ${mode} not open`);
  return chooseMode(setStep(s, null), org, m);
}

/** 14.5 further cards of the required rank, or go on. */
export function extraActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const r = flowOf(s).round!;
  const x = r.extra;
  if (!x || r.cards.length - 1 >= x.max) return [];
  const rank = x.rank === 'first' ? r.cards[0]!.rank : 4;
  const out: FlowAction[] = playable(s, org)
    .filter((c) => c.rank === rank)
    .map((c) => ({ type: 'extra' as const, card: c.id, rank: c.rank, color: c.color }));
  if (r.cards.length - 1 >= x.min && out.length > 0) out.push({ type: 'extraDone' });
  return out;
}

/** 14.5 one more card of the required rank, or go on. */
export function applyExtra(s0: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  const s = setStep(s0, null);
  if (a.type === 'extraDone') return toReinforce(s);
  if (a.type !== 'extra') throw new Error('not an extra card');
  ev.push({ type: 'extraCard', org, card: a.card });
  const r = flowOf(s).round!;
  const t = withFlow(toDisplay(takeFromHand(s, org, a.card), a.card), { round: { ...r, cards: [...r.cards, { id: a.card, rank: a.rank, color: a.color }] } });
  return extraActions(t, org).length > 0 ? setStep(t, { kind: 'extra', org }) : toReinforce(t);
}

const isEventLeader = (card: StrategyCard): boolean => card.effects.some((e) => e.kind === 'event-leader');

function toReinforce(s: FreeAtLastState): FreeAtLastState {
  const r = flowOf(s).round!;
  // 19.4 the Event Leader's event is played "as a yellow card": no colour, so no reinforcement (13.2)
  const yellow = r.use === 'event' && r.event !== null && isEventLeader(strategyCard(s, r.event.card));
  const cards = yellow ? r.cards.slice(1) : r.cards;
  return withFlow(s, { round: { ...r, reinforce: cards.map((c) => c.color), stage: 'reinforce' } });
}

/** 13.2 the Projects eligible for this reinforcement. */
export const reinforceActions = (s: FreeAtLastState, color: Color): FlowAction[] =>
  reinforcementTargets(s, color).map((target) => ({ type: 'reinforce' as const, target }));

/** 13.2 the reinforcement goes to the chosen Project. */
export function applyReinforce(s: FreeAtLastState, target: Organization, ev: GameEvent[]): FreeAtLastState {
  const r = flowOf(s).round!;
  const t = reinforce(setStep(s, null), r.reinforce[0]!, target, ev);
  return withFlow(t, { round: { ...r, reinforce: r.reinforce.slice(1) } });
}

/** Steps the Action Round on: reinforcements, the action itself, then closing it. */
function progressRound(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  const r = flowOf(s).round!;
  if (r.stage === 'reinforce') {
    if (r.reinforce.length === 0) {
      // 10.x before the dice of a project action, the owner's interrupt window
      return r.use === 'project' ? openInterruptWindow(withFlow(s, { round: { ...r, stage: 'pre-dice' } }), [r.org]) : withFlow(s, { round: { ...r, stage: 'act' } });
    }
    const color = r.reinforce[0]!;
    const targets = reinforcementTargets(s, color);
    if (targets.length === 0) return withFlow(s, { round: { ...r, reinforce: r.reinforce.slice(1) } });
    if (targets.length === 1) return applyReinforce(s, targets[0]!, ev);
    return setStep(s, { kind: 'reinforce', org: r.org, color });
  }
  if (r.stage === 'pre-dice') return withFlow(s, { round: { ...r, stage: 'act' } }); // the window has closed
  if (r.stage === 'act') {
    const t = withFlow(s, { round: { ...r, stage: 'close' } });
    if (r.use === 'event' && r.event) return applyEvent(t, r.org, r.event.card, r.event.target, r.event.law, ev, toPlayed(r.cards.slice(1)));
    if (r.use === 'project' && r.mode) {
      // ruling 13.3: the owner's pre-dice window may take away what the chosen action needs (a
      // response card collecting the last white cubes of a Picket): the action is lost
      if (!projectRules.projectModes(t, r.org).some((m) => m.mode === r.mode)) {
        ev.push({ type: 'actionLost', org: r.org, mode: r.mode });
        return t;
      }
      return run(ev, projectRules.beginProjectAction(challengesOnProjectAction(t, r.org, ev), r.org, r.mode, toPlayed(r.cards)));
    }
    return t;
  }
  return closeRound(s, ev);
}

/** 3.7 the display is cleared, mandatory events fire (9.6), empty Projects fail (ruling), the next seat plays. */
function closeRound(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  const r = flowOf(s).round!;
  let t: FreeAtLastState = withDeck(s, 'display', []);
  for (const c of r.cards) {
    if (c.id === 'home') continue;
    if (r.use === 'event' && r.event?.card === c.id) t = settleEventCard(t, r.org, c.id, ev);
    else t = withDeck(t, 'strategyDiscard', [...t.decks.strategyDiscard, c.id]);
  }
  t = withFlow(t, { round: null, deadlock: false });
  for (const o of t.seats) if (t.orgs[o]!.passed) t = updateOrg(t, o, (x) => ({ ...x, passed: false }));
  // 9.6, 9.8.1 Burn, Baby, Burn! played for rank and colour or discarded takes place
  if (r.use !== 'event' && r.cards.some((c) => isMandatory(t, c.id))) t = triggerBurn(t, ev);
  // ruling (15.17, 13.2): a Project left without red cubes at the end of an Action Round has failed
  for (const o of activeOwners(t)) {
    const p = t.projects[o]!;
    if (p.cubes.red === 0 && p.freedomRiders.length === 0) t = run(ev, projectRules.abandonProject(t, o));
    else t = run(ev, projectRules.succeedIfCollected(t, o));
  }
  return nextSeat(t);
}

/** After an Action Round: back to the Turn order after a pre-emptive one, else the next seat. */
function nextSeat(s: FreeAtLastState): FreeAtLastState {
  if (flowOf(s).preemptor) return withFlow(s, { preemptor: null, at: 'preempt', step: null });
  const next = flowOf(s).cursor + 1;
  const wrap = next >= s.seats.length;
  return withFlow({ ...s, actionRound: s.actionRound + (wrap ? 1 : 0) }, { cursor: wrap ? 0 : next, at: 'preempt', step: null });
}
