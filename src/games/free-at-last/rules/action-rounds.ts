import * as up from './updates.js';
import type { Color, Organization, StrategyCard } from '../data/schema.js';
import type { Why } from '../../../core/machine/index.js';
import type { FlowAction, FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { PlayedCardState, Round, RoundStage, Stage, Task } from '../task-schema.js';
import { notHeld, stepDecision, type StepOf } from './decision.js';
import { projectSeam } from './projects/project-action.js';
import { applyEvent, eventChoices, eventRefused, settleEventCard } from './events.js';
import { openInterruptWindow, spendStarToDraw } from './interrupts.js';
import { assignableLeaders } from './leaders.js';
import { activeOwners, activeProject, anyActiveProject, canDraw, handSize, strategyCard, isAdvanced, eliminatedArea, onProject, supply } from './lookup.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import type { ModeOption, PlayedCard } from './projects/contract.js';
import { auto, type FalCtx, type Handlers } from './tasks.js';
import { moveCubes } from './updates.js';

/*
 * 2.9, 13.x the Action Rounds: in Turn order each player plays a card (or cards) for the event or
 * for its rank and colour on his Project, after SEG Reinforcements (13.2); or passes or discards
 * (9.4). From Action Round 2 the player with strictly the most cards may take pre-emptive Action
 * Rounds (10.4). An "Action Round" here is one seat's turn; the counter `actionRound` counts the
 * passes through the Turn order (ruling). The Turn ends when every Project is complete (2.9, 20.0).
 * The stages of the phase (task-schema.ts `stageSchemas`): actionRounds pushes, for each Action
 * Round in turn, roundPreempt → roundWindow → roundBegin → roundPlay above it, in that order; once
 * the round's cards are played, its own stages: roundReinforce → roundPreDice → roundAct →
 * roundClose. The round's data is the flow's (the state's `flow`); when the round is over, the
 * next seat is set there and actionRounds comes back to the top.
 */

const ranks = [1, 2, 3, 4] as const;
const colors: Color[] = ['red', 'white', 'blue'];

type RoundPhase = Extract<Stage, { kind: 'roundPreempt' | 'roundWindow' | 'roundBegin' | 'roundPlay' }>;

/** 2.9 the stages of one Action Round before its cards are played, after roundPreempt (10.4), in order. */
const [roundWindow, roundBegin, roundPlay]: RoundPhase[] = [{ kind: 'roundWindow' }, { kind: 'roundBegin' }, { kind: 'roundPlay' }];

/**
 * 2.9 the next Action Round, while a Project is active: its stages above actionRounds. The first,
 * roundPreempt, is run here at once (the same steps without a task of their own): with a pre-emption
 * offered (10.4) the others wait under it, else the interrupt window (roundWindow, 10.x) opens at once.
 */
function nextRound(ctx: FalCtx): void {
  if (!anyActiveProject(ctx.state)) return ctx.pop();
  const p = preemptOffer(ctx.state);
  if (p !== null) return ctx.push({ kind: 'preempt', org: p }, roundWindow!, roundBegin!, roundPlay!);
  ctx.push(roundBegin!, roundPlay!);
  openInterruptWindow(ctx);
}

/** The Action Round goes back to its beginning (23.1 the hook, then the seat plays) once `first`, pushed on them, is done. */
function backToBegin(ctx: FalCtx, ...first: Task[]): void {
  ctx.push(...first, roundBegin!, roundPlay!);
}

/** The round being played. */
const roundOf = (s: FreeAtLastState): Round => s.flow.round!;

/** The round being played, for this apply to write. */
function setRound(ctx: FalCtx, round: Round | null): void {
  up.ownFlow(ctx).round = round;
}

/** 2.9 the Action Rounds begin with the first seat in Turn order. */
export function enterActionRounds(ctx: FalCtx): void {
  const d = ctx.draft();
  d.actionRound = 1;
  for (const o of d.seats) if (d.orgs[o]!.passed) setPassed(ctx, o, false);
  const f = up.ownFlow(ctx);
  f.cursor = 0;
  f.round = null;
  f.preemptor = null;
  f.deadlock = false;
  ctx.push({ kind: 'actionRounds' });
}

/** The seat whose Action Round comes next. */
function actor(s: FreeAtLastState): Organization {
  const f = s.flow;
  return f.preemptor ?? s.seats[f.cursor]!;
}

/** 10.4, 10.4.1 from Action Round 2, the seat with strictly the most cards may pre-empt (not the seat whose turn it is, nor with no cards): it, or null. */
function preemptOffer(s: FreeAtLastState): Organization | null {
  if (s.actionRound < 2) return null;
  let most = -1;
  let p: Organization | null = null;
  for (const o of s.seats) {
    const n = handSize(s, o);
    if (n > most) {
      most = n;
      p = o;
    } else if (n === most) p = null;
  }
  return most === 0 || p === s.seats[s.flow.cursor] ? null : p;
}

function startAction(ctx: FalCtx): void {
  const s = ctx.state;
  const org = actor(s);
  const p = activeProject(s, org);
  // 15.12 a Leader lost to the Klan may be replaced at the owner's next Action Round
  if (p?.leaderLost && assignableLeaders(s, org).length > 0) return backToBegin(ctx, { kind: 'leader', org, purpose: 'replace' });
  if (p && handSize(s, org) === 0 && !(s.orgs[org]!.stars > 0 && canDraw(s))) {
    // 15.17.1, 17.17.1, 18.3.10.1 no cards and no Star to draw one: the Project is incomplete
    projectSeam.abandonProject(ctx, org);
    return nextSeat(ctx);
  }
  // ruling (issue 12): only a seat with no cards and no Project passes without being asked; one whose
  // hand allows nothing but a pass is still asked, so that who is asked reveals nothing of his hand
  if (!p && handSize(s, org) === 0) return play(ctx, org, { type: 'pass' });
  ctx.push({ kind: 'action', org });
}

/** The cards of each rank in `org`'s hand, the Home Card counting for every rank (9.3.3); each card read once. */
function rankCounts(s: FreeAtLastState, org: Organization): number[] {
  const o = s.orgs[org]!;
  const home = o.homeCardInHand ? 1 : 0;
  const counts = [home, home, home, home, home];
  for (const id of o.hand) counts[strategyCard(s, id).rank]! += 1;
  return counts;
}

/**
 * 14.5 whether some mode allows a first card of rank `first` (`home`: the Home Card, 9.3.3, matching
 * every rank), given the cards of each rank in hand before it (the hand counted once, not per card).
 */
function feasible(modes: readonly ModeOption[], counts: readonly number[], first: number, home: boolean): boolean {
  for (const m of modes) {
    const x = m.extraCards;
    if (x.min === 0) return true;
    const rank = x.rank === 'first' ? first : 4;
    if (counts[rank]! - (home || rank === first ? 1 : 0) >= x.min) return true;
  }
  return false;
}

/** The choices of the seat whose Action Round it is. */
export function actionActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const preemptive = s.flow.preemptor === org;
  const o = s.orgs[org]!;
  if (handSize(s, org) === 0) {
    // 15.17.1 he may spend a Star to draw a card, if he can (a Star, and a card to draw), or give up the Project
    if (activeProject(s, org)) return o.stars > 0 && canDraw(s) ? [{ type: 'spendStarDraw' }, { type: 'concede' }] : [{ type: 'concede' }];
    return [{ type: 'pass' }];
  }
  const modes = projectSeam.projectModes(s, org);
  const out: FlowAction[] = [];
  if (modes.length > 0) {
    const hand = o.hand;
    const counts = rankCounts(s, org);
    // each card as itself, once, in hand order; the Home Card as any rank and colour (9.3.3)
    for (let i = 0; i < hand.length; i++) {
      const id = hand[i]!;
      if (hand.indexOf(id) !== i) continue;
      const c = strategyCard(s, id);
      if (feasible(modes, counts, c.rank, false)) out.push({ type: 'play', card: id, rank: c.rank, color: c.color });
    }
    if (o.homeCardInHand) for (const rank of ranks) if (feasible(modes, counts, rank, true)) for (const color of colors) out.push({ type: 'play', card: 'home', rank, color });
  }
  eventChoices(s, org, false, out);
  if (mayPass(s, org, preemptive)) out.push({ type: 'pass' });
  else if (out.length === 0) {
    // 9.4 no available action: he must discard
    for (const id of new Set(o.hand)) out.push({ type: 'discard', card: id });
    if (o.homeCardInHand) out.push({ type: 'discard', card: 'home' });
  }
  return out;
}

function newRound(org: Organization, preemptive: boolean, use: Round['use'], cards: PlayedCardState[]): Round {
  return { org, preemptive, use, cards, mode: null, extra: null, reinforce: [], event: null };
}

/** The round with some fields replaced: one literal for every copy (a spread gives each copy site its own hidden class). */
const roundWith = (r: Round, patch: Partial<Round>): Round =>
  Object.assign({ org: r.org, preemptive: r.preemptive, use: r.use, cards: r.cards, mode: r.mode, extra: r.extra, reinforce: r.reinforce, event: r.event }, patch);

/** The played cards as the project rules take them: each one literal `{ id, rank, color }` (a spread would give it another hidden class), by push (an optimized `map` returns a holey array). */
function toPlayed(cards: readonly PlayedCardState[], from: number): PlayedCard[] {
  const out: PlayedCard[] = [];
  for (let i = from; i < cards.length; i++) {
    const c = cards[i]!;
    out.push({ id: c.id, rank: c.rank as PlayedCard['rank'], color: c.color });
  }
  return out;
}

/** A card leaves the hand for the March on Washington display (3.7; the Home Card, 9.3.3, just leaves the hand). */
function toDisplay(ctx: FalCtx, org: Organization, id: string): void {
  up.takeFromHand(ctx, org, id);
  if (id !== 'home') up.setDeck(ctx, 'display', [...ctx.state.decks.display, id]);
}

/** Sets whether `org` has passed (9.4). */
const setPassed = (ctx: FalCtx, org: Organization, passed: boolean): void => up.updateOrg(ctx, org, () => ({ passed }));

/** 13.1, 9.4 the Action Round's choice: a card for the Project or its event, a pass, a discard, or (without cards) a Star or giving up. */
function play(ctx: FalCtx, org: Organization, a: FlowAction): void {
  const s = ctx.state;
  const preemptive = s.flow.preemptor === org;
  switch (a.type) {
    case 'pass': {
      ctx.emit({ type: 'pass', org });
      setPassed(ctx, org, true);
      const t = ctx.state;
      if (t.seats.every((x) => t.orgs[x]!.passed)) up.ownFlow(ctx).deadlock = true;
      return nextSeat(ctx);
    }
    case 'concede':
      projectSeam.abandonProject(ctx, org);
      return nextSeat(ctx);
    case 'spendStarDraw':
      backToBegin(ctx);
      return spendStarToDraw(ctx, org);
    case 'discard':
      ctx.emit({ type: 'discard', org, card: a.card });
      toDisplay(ctx, org, a.card);
      setRound(ctx, newRound(org, preemptive, 'discard', [{ id: a.card, rank: 1, color: 'red' }]));
      return ctx.push({ kind: 'roundClose' });
    case 'event': {
      const card = strategyCard(s, a.card);
      toDisplay(ctx, org, a.card);
      setRound(
        ctx,
        roundWith(newRound(org, preemptive, 'event', [{ id: a.card, rank: card.rank, color: card.color }]), {
          event: { card: a.card, target: a.target, law: a.law },
          // 19.4 Robert F. Williams / Malcolm X: a second and third 4-rank card may join the event
          extra: isEventLeader(card) ? { min: 0, max: 2, rank: 4 } : null,
        }),
      );
      return moreCards(ctx, org);
    }
    case 'play': {
      const first: PlayedCardState = { id: a.card, rank: a.rank, color: a.color };
      // ruling (13.3, issue 35): the mode is asked whenever the Project offers more than one, which
      // every player sees; the cards left in the hand decide only which of them the owner may take
      const modes = projectSeam.projectModes(s, org);
      toDisplay(ctx, org, a.card);
      setRound(ctx, newRound(org, preemptive, 'project', [first]));
      ctx.emit({ type: 'play', org, card: a.card, rank: a.rank, color: a.color });
      if (modes.length === 1) return chooseMode(ctx, org, modes[0]!);
      return ctx.push({ kind: 'mode', org });
    }
    default:
      throw new Error(`not an Action Round action: ${a.type}`);
  }
}

/** The modes open to the card just played. */
export function modeActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const first = roundOf(s).cards[0]!;
  // the first card is already out of the hand: count matching cards as they are now
  const counts = rankCounts(s, org);
  return projectSeam
    .projectModes(s, org)
    .filter((m) => m.extraCards.min === 0 || counts[m.extraCards.rank === 'first' ? first.rank : 4]! >= m.extraCards.min)
    .map((m) => ({ type: 'mode' as const, mode: m.mode }));
}

function chooseMode(ctx: FalCtx, org: Organization, m: ModeOption): void {
  setRound(ctx, roundWith(roundOf(ctx.state), { mode: m.mode, extra: m.extraCards }));
  moreCards(ctx, org);
}

/** 14.5 further cards of the required rank, or go on. */
export function extraActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const r = roundOf(s);
  const x = r.extra;
  if (!x || r.cards.length - 1 >= x.max) return [];
  const rank = x.rank === 'first' ? r.cards[0]!.rank : 4;
  // each card of that rank as itself, once, in hand order; the Home Card as that rank in any colour (9.3.3); one list kind (`emptyList`)
  const out = up.emptyList<FlowAction>();
  const o = s.orgs[org]!;
  const hand = o.hand;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    if (hand.indexOf(id) !== i) continue;
    const c = strategyCard(s, id);
    if (c.rank === rank) out.push({ type: 'extra', card: id, rank, color: c.color });
  }
  if (o.homeCardInHand) for (const color of colors) out.push({ type: 'extra', card: 'home', rank, color });
  if (r.cards.length - 1 >= x.min) out.push({ type: 'extraDone' });
  return out;
}

/**
 * 14.5 the player is asked for further cards while the action takes more and he holds cards; else
 * the SEG Reinforcements follow. Ruling (issue 35): whether he is asked follows from what every
 * player sees (the cards played, the size of his hand), never from the ranks in his hidden hand;
 * without a card of the rank he can only go on.
 */
function moreCards(ctx: FalCtx, org: Organization): void {
  const r = roundOf(ctx.state);
  const more = r.extra !== null && r.cards.length - 1 < r.extra.max && handSize(ctx.state, org) > 0;
  return more ? ctx.push({ kind: 'extra', org }) : toReinforce(ctx);
}

const isEventLeader = (card: StrategyCard): boolean => card.effects.some((e) => e.kind === 'eventLeader');

/** 13.2 one SEG Reinforcement per card played is to be placed. */
function toReinforce(ctx: FalCtx): void {
  const r = roundOf(ctx.state);
  // 19.4 the Event Leader's event is played "as a yellow card": no colour, so no reinforcement (13.2)
  const yellow = r.use === 'event' && r.event !== null && isEventLeader(strategyCard(ctx.state, r.event.card));
  // by push: an optimized `map` returns a holey array, another shape of the list for its readers
  const reinforce: Color[] = [];
  for (let i = yellow ? 1 : 0; i < r.cards.length; i++) reinforce.push(r.cards[i]!.color);
  setRound(ctx, roundWith(r, { reinforce }));
  ctx.push({ kind: 'roundReinforce' });
  // its run at once, as the machine's next step (unless draws wait above it)
  if (ctx.top!.kind === 'roundReinforce') reinforceRound(ctx);
}

/** 13.2 the Projects eligible for this reinforcement (none with the supply out of a colour to add: ruling, below). */
export function reinforceActions(s: FreeAtLastState, color: Color): FlowAction[] {
  const out: FlowAction[] = [];
  if (color !== 'red' && s.supply[color] === 0) return out;
  for (const target of s.seats) if ((activeProject(s, target)?.cubes[color] ?? 0) > 0) out.push({ type: 'reinforce', target });
  return out;
}

/** 13.2 the next reinforcement goes to `target`'s Project (none: it is lost). */
function placeReinforcement(ctx: FalCtx, target: Organization | null): void {
  const r = roundOf(ctx.state);
  if (target !== null) reinforce(ctx, r.reinforce[0]!, target);
  setRound(ctx, roundWith(r, { reinforce: r.reinforce.slice(1) }));
}

/**
 * 13.2 the SEG Reinforcements of the cards played, one after another: each with a single eligible
 * Project (or none) placed at once, the owner asked where several are; then (10.x) the owner's
 * interrupt window before the dice of a project action, or at once the event or action (roundAct).
 */
function reinforceRound(ctx: FalCtx): void {
  for (let r = roundOf(ctx.state); r.reinforce.length > 0; r = roundOf(ctx.state)) {
    const color = r.reinforce[0]!;
    const targets = reinforceActions(ctx.state, color);
    if (targets.length > 1) return ctx.push({ kind: 'reinforce', org: r.org, color });
    placeReinforcement(ctx, (targets[0] as Extract<FlowAction, { type: 'reinforce' }> | undefined)?.target ?? null);
  }
  const r = roundOf(ctx.state);
  if (r.use !== 'project') return act(ctx);
  ctx.replaceTop({ kind: 'roundPreDice' });
  openInterruptWindow(ctx, [r.org]);
}

/** 13.3 the event or the project action takes place (above roundClose, which follows it). */
function act(ctx: FalCtx): void {
  const r = roundOf(ctx.state);
  ctx.replaceTop({ kind: 'roundClose' });
  if (r.use === 'event' && r.event) {
    return applyEvent(ctx, r.org, r.event.card, r.event.target, r.event.law, toPlayed(r.cards, 1), null);
  }
  if (r.use !== 'project' || !r.mode) return;
  projectSeam.beginProjectAction(ctx, r.org, r.mode, toPlayed(r.cards, 0));
}

/** 3.7 the display is cleared, mandatory events fire (9.6), empty Projects fail (ruling), the next seat plays. */
function closeRound(ctx: FalCtx): void {
  ctx.pop();
  const r = roundOf(ctx.state);
  up.setDeck(ctx, 'display', []);
  for (const c of r.cards) {
    if (c.id === 'home') continue;
    if (r.use === 'event' && r.event?.card === c.id) settleEventCard(ctx, r.org, c.id);
    else up.setDeck(ctx, 'strategyDiscard', [...ctx.state.decks.strategyDiscard, c.id]);
  }
  const f = up.ownFlow(ctx);
  f.round = null;
  f.deadlock = false;
  for (const o of ctx.state.seats) if (ctx.state.orgs[o]!.passed) setPassed(ctx, o, false);
  // 9.6, 9.8.1 Burn, Baby, Burn! played for rank and colour or discarded takes place
  if (r.use !== 'event' && r.cards.some((c) => isMandatory(ctx.state, c.id))) triggerBurn(ctx);
  // ruling (15.17, 13.2): a Project left without red cubes at the end of an Action Round has failed
  for (const o of activeOwners(ctx.state)) {
    const p = ctx.state.projects[o]!;
    if (p.cubes.red === 0 && p.freedomRiders.length === 0) projectSeam.abandonProject(ctx, o);
    else projectSeam.succeedIfCollected(ctx, o);
  }
  nextSeat(ctx);
}

/** After an Action Round: back to the Turn order after a pre-emptive one, else the next seat (actionRounds, under the round's tasks, begins its round). */
function nextSeat(ctx: FalCtx): void {
  const f = up.ownFlow(ctx);
  if (f.preemptor) f.preemptor = null;
  else {
    const next = f.cursor + 1;
    const wrap = next >= ctx.state.seats.length;
    f.cursor = wrap ? 0 : next;
    if (wrap) ctx.draft().actionRound += 1;
  }
  // actionRounds, back on top, begins the next round at once (the machine's next step)
  if (ctx.top!.kind === 'actionRounds') nextRound(ctx);
}

/** A stage of the beginning of an Action Round on top, done once it runs: with every Project complete it does nothing (2.9, the phase is over). */
const roundPhaseRun =
  (go: (ctx: FalCtx) => void) =>
  (ctx: FalCtx): void => {
    ctx.pop();
    if (anyActiveProject(ctx.state)) go(ctx);
  };

/** 13.1 roundPlay: the seat whose Action Round it is plays. */
const roundPlayRun = roundPhaseRun(startAction);

/** Why an Action Round's play is refused: 9.3 a card not held, 9.4 and 10.4 a pass, an event (events.ts), 9.4 a discard. */
function actionRefused(s: FreeAtLastState, t: StepOf<'action'>, a: FreeAtLastAction): Why {
  const held = notHeld(s, t.org, a);
  if (held !== undefined) return held;
  if (a.type === 'event') return eventRefused(s, t.org, a.card);
  if (a.type === 'discard') return { reason: 'A player may discard only when he has no available action.', rule: '9.4' };
  if (a.type !== 'pass') return undefined;
  const o = s.orgs[t.org]!;
  if (o.homeCardInHand) return { reason: 'A player cannot pass while he holds his Home Card.', rule: '9.4' };
  if (o.hand.length > o.staff.length) return { reason: 'More cards than Staffers: a card must be played.', rule: '9.4' };
  if (s.flow.preemptor === t.org) return { reason: 'A pre-emptive Action Round is taken to play a card.', rule: '10.4' };
  return { reason: 'Every seat has passed: the owner of an active Project must act.', rule: '9.4' };
}

/** An answer that must be one action type. */
function only<T extends FlowAction['type']>(type: T, a: FlowAction): Extract<FlowAction, { type: T }> {
  if (a.type !== type) throw new Error(`${a.type} is not a ${type} answer`);
  return a as Extract<FlowAction, { type: T }>;
}

/** The stages and decisions of the Action Rounds, one handler each. */
export const roundTasks: Handlers<RoundStage['kind'] | 'preempt' | 'action' | 'mode' | 'extra' | 'reinforce'> = {
  // 2.9 the next Action Round, while a Project is active
  actionRounds: auto<'actionRounds'>(nextRound),
  roundPreempt: auto<'roundPreempt'>(
    roundPhaseRun((ctx) => {
      const p = preemptOffer(ctx.state);
      if (p !== null) ctx.push({ kind: 'preempt', org: p });
    }),
  ),
  roundWindow: auto<'roundWindow'>(roundPhaseRun((ctx) => openInterruptWindow(ctx))),
  // the variants' hook comes first (23.1 the solitaire draw: pushed only when solitaire is played, its `ext.solo`, as
  // the advanced game's hook is); without it the seat plays at once (roundPlay, the machine's next step)
  roundBegin: auto<'roundBegin'>(
    roundPhaseRun((ctx) => {
      if (ctx.state.ext?.solo) ctx.push({ kind: 'beforeAction' });
      else if (ctx.top!.kind === 'roundPlay') roundPlayRun(ctx);
    }),
  ),
  // the Action Round's own decisions go back to roundBegin (a Leader replaced, a Star spent on a draw: backToBegin)
  roundPlay: auto<'roundPlay'>(roundPlayRun),
  roundReinforce: auto<'roundReinforce'>(reinforceRound),
  // the owner's window has closed
  roundPreDice: auto<'roundPreDice'>((ctx) => {
    const r = roundOf(ctx.state);
    const mode = r.mode;
    // ruling 13.3: the owner's pre-dice window may take away what the chosen action needs (a
    // response card collecting the last white cubes of a Picket): the action is lost
    if (mode !== null && !projectSeam.projectModes(ctx.state, r.org).some((m) => m.mode === mode)) {
      ctx.replaceTop({ kind: 'roundClose' });
      return ctx.emit({ type: 'actionLost', org: r.org, mode });
    }
    // 9.13 the advanced game's lasting Challenges act before the dice (its hook); else roundAct at once
    if (!isAdvanced(ctx.state)) return act(ctx);
    ctx.replaceTop({ kind: 'roundAct' });
    ctx.push({ kind: 'beforeProjectAction', org: r.org });
  }),
  roundAct: auto<'roundAct'>(act),
  roundClose: auto<'roundClose'>(closeRound),
  // 10.4 the seat with the most cards takes a pre-emptive Action Round, or not
  preempt: stepDecision<'preempt'>(
    () => [{ type: 'preempt' }, { type: 'declinePreempt' }],
    (ctx, t, a) => {
      ctx.pop();
      if (a.type !== 'preempt') return;
      ctx.emit({ type: 'preempt', org: t.org });
      up.ownFlow(ctx).preemptor = t.org;
    },
  ),
  action: stepDecision<'action'>(
    (s, t) => actionActions(s, t.org),
    (ctx, t, a) => {
      ctx.pop();
      play(ctx, t.org, a);
    },
    actionRefused,
  ),
  // 13.3 the project action the played card takes
  mode: stepDecision<'mode'>(
    (s, t) => modeActions(s, t.org),
    (ctx, t, a) => {
      const mode = only('mode', a).mode;
      const m = projectSeam.projectModes(ctx.state, t.org).find((x) => x.mode === mode);
      if (!m) throw new Error(`mode ${mode} not open`);
      ctx.pop();
      chooseMode(ctx, t.org, m);
    },
  ),
  // 14.5 one more card of the required rank, or go on
  extra: stepDecision<'extra'>(
    (s, t) => extraActions(s, t.org),
    (ctx, t, a) => {
      ctx.pop();
      if (a.type === 'extraDone') return toReinforce(ctx);
      const x = only('extra', a);
      ctx.emit({ type: 'extraCard', org: t.org, card: x.card });
      toDisplay(ctx, t.org, x.card);
      const r = roundOf(ctx.state);
      setRound(ctx, roundWith(r, { cards: [...r.cards, { id: x.card, rank: x.rank, color: x.color }] }));
      moreCards(ctx, t.org);
    },
    (s, t, a) => notHeld(s, t.org, a),
  ),
  // 13.2 the reinforcement goes to the chosen Project
  reinforce: stepDecision<'reinforce'>(
    (s, t) => reinforceActions(s, t.color),
    (ctx, _t, a) => {
      const target = only('reinforce', a).target;
      ctx.pop();
      placeReinforcement(ctx, target);
    },
    (_s, _t, a) => (a.type === 'reinforce' ? { reason: 'That Project has no cube of this colour left (or is complete).', rule: '13.2' } : undefined),
  ),
};

/*
 * 9.4 Hand management: a player may pass only if his Staff could hold the cards left in his hand and
 * he no longer holds his Home Card. Ruling: once every seat has passed in a row (`deadlock`), the
 * owners of Projects still being worked on may no longer pass, so that every Turn ends.
 */

/** Whether `org` may pass its Action Round. */
export function mayPass(s: FreeAtLastState, org: Organization, preemptive: boolean): boolean {
  const o = s.orgs[org]!;
  if (preemptive || o.homeCardInHand) return false; // 10.4 a pre-emptive Action Round is taken to play
  if (o.hand.length > o.staff.length) return false;
  return !(s.flow.deadlock && activeProject(s, org) !== undefined && handSize(s, org) > 0);
}

/*
 * 13.2 SEG Reinforcements: for each card played, a blue card adds a blue cube and a white card a
 * white cube to any Project that still has cubes of that colour; a red card removes a red cube from
 * any Project to its owner's eliminated cubes area. No eligible Project: no reinforcement. Ruling:
 * with the supply out of that colour, no cube can be added, so no Project is eligible.
 */

/** Places one reinforcement on `target`'s Project. */
export function reinforce(ctx: FalCtx, color: Color, target: Organization): void {
  ctx.emit({ type: 'segReinforcement', color, target });
  if (color === 'red') moveCubes(ctx, onProject(target), eliminatedArea(target), 'red', 1);
  else moveCubes(ctx, supply, onProject(target), color, 1);
}
