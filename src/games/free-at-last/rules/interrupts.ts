import * as up from './updates.js';
import type { Organization, ComponentSet } from '../data/schema.js';
import type { FlowAction, FreeAtLastAction, FreeAtLastState } from '../schema.js';
import { eventChoices, playEventNow, eventRefused, eventPossible, openCards } from './events.js';
import { cachedBy } from '../../../core/cached-by.js';
import { stepPrompt } from './step-prompt.js';
import type { FalCtx, Handlers } from './tasks.js';
import type { WindowSpec, Why } from '../../../core/machine/index.js';
import type { Task, WindowTask } from '../task-schema.js';
import { anyActiveProject, canDraw, componentsOf, isAdvanced, strategyCard } from './lookup.js';
import { phaseUnderWay } from './turn.js';
import { notHeld, stepDecision } from './decision.js';
import { closeSeatWindow } from './window-seats.js';
import { gainStars, updateOrg, discardFromHand, without } from './updates.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';

type WindowOf<K extends WindowTask['kind']> = Extract<WindowTask, { kind: K }>;

/*
 * 10.x "At any time" actions, offered at defined windows (ruling, see rulings.md): at the start of
 * every Action Round (and pre-emptive Action Round) each seat in Turn order may spend Stars to draw
 * Strategy cards (4.1 A) and offer fundraisers (9.5), then passes; the Project owner has the same
 * window again before the dice of his project action, and everyone while the Turn is planned (2.4). A refused offer closes that
 * seat's window for this Action Round. Response cards (9.7) whose circumstance has arisen are
 * played here too. Star insurance before a red die roll (4.1 D) and response
 * cards (9.7) are offered by the project rules during a project action; a player left without cards
 * may spend Stars to draw at his own Action Round (15.17.1).
 */

/**
 * What the advanced game adds to the interrupt window (10.2: cancel a Challenge in effect): its
 * offers, added to a seat's, and its answers, asked only in the advanced game. The composition root
 * (rules/handlers.ts) gives it.
 */
export interface WindowPart {
  offers(s: FreeAtLastState, org: Organization, out: FreeAtLastAction[]): FreeAtLastAction[];
  /** Applies one of its own offers and says so; false for any other action. */
  answer(ctx: FalCtx, org: Organization, a: FreeAtLastAction): boolean;
}

/** The window choices of `org`, without the pass: draw with a Star, file an appeal, offer a fundraiser, play a response card, and `part`'s. */
function interruptOptions(s: FreeAtLastState, org: Organization, part: WindowPart): FreeAtLastAction[] {
  const out: FlowAction[] = []; // one list the helpers add to
  if (s.orgs[org]!.stars > 0 && canDraw(s)) out.push({ type: 'spendStarDraw' });
  // 22.15 an appeal may be filed at any time in the Turn (at the End of Turn it is offered with the discards)
  if (mayAppeal(s, org) && s.orgs[org]!.hand.length >= 2 && phaseUnderWay(s) === 'action-rounds') out.push(...appealActions(s, org));
  handOffers(s, org, out);
  // the advanced game's part is asked only when it is played (as its hooks are pushed only then)
  return isAdvanced(s) ? part.offers(s, org, out) : out;
}

/** Opens the window for `seats`, in Turn order (the flow's window, right above the flow task). */
export const openInterruptWindow = (ctx: FalCtx, seats: readonly Organization[] = ctx.state.seats): void => ctx.push({ kind: 'window', seats: [...seats] });

/** The window's choices, pass included. */
function windowActions(s: FreeAtLastState, org: Organization, part: WindowPart): FreeAtLastAction[] {
  const out = interruptOptions(s, org, part); // a fresh list
  out.push({ type: 'windowPass' });
  return out;
}

/** 4.1 A spend a Star to draw a Strategy card. */
export function spendStarToDraw(ctx: FalCtx, org: Organization): void {
  ctx.emit({ type: 'starSpent', org, for: 'draw' });
  up.spendStars(ctx, org, 1);
  ctx.push({ kind: 'drawStrategy', org });
}

/** A window choice: draw with a Star, offer a fundraiser, play a response card, file an appeal; the seat is asked again after it. */
function applyWindow(ctx: FalCtx, org: Organization, a: FlowAction): void {
  if (a.type === 'spendStarDraw') return spendStarToDraw(ctx, org);
  if (a.type === 'giveFundraiser') return ctx.push({ kind: 'fundraiser', org: a.to, from: org, card: a.card });
  if (a.type === 'event') return playEventNow(ctx, org, a); // 9.7, 13.2 a response card makes no SEG Reinforcement
  if (a.type !== 'appealDiscard') throw new Error(`not a window action: ${a.type}`);
  appealDiscard(ctx, org, a.card, false);
  ctx.push({ kind: 'appeal', org });
}

/** 2.9 the window at the start of an Action Round closes once every Project is complete: the Turn is over (the phase, read from the stack, asked last: docs/performance.md). */
const turnOver = (s: FreeAtLastState): boolean => s.flow.round === null && !anyActiveProject(s) && phaseUnderWay(s) === 'action-rounds';

/** Whether `org` is asked in the window: public information says it may have something to do (`offeredInterrupt`, below). */
const askedInWindow = (s: FreeAtLastState, org: Organization): boolean => !turnOver(s) && offeredInterrupt(s, org);

/** Why a window choice is refused: 9.3 a card not held, an event (events.ts), 9.5 a fundraiser. */
function windowRefused(s: FreeAtLastState, org: Organization, a: FreeAtLastAction): Why {
  const held = notHeld(s, org, a);
  if (held !== undefined) return held;
  if (a.type === 'event') return eventRefused(s, org, a.card);
  return a.type === 'giveFundraiser' ? { reason: 'A player cannot give and receive a fundraiser in the same Turn.', rule: '9.5' } : undefined;
}

/**
 * 10.x the interrupt window (core window), with the advanced game's `part`: a seat is asked when
 * public information says it may have something to do.
 */
export function interruptWindow(part: WindowPart): WindowSpec<FreeAtLastState, WindowOf<'window'>, FreeAtLastAction, Task> {
  return {
    // asked (below) only for a seat that public information says may have something to do
    offers: (s, _t, seat) => windowActions(s, seat as Organization, part),
    answer(ctx, _t, org, a) {
      const seat = org as Organization;
      if (a.type === 'windowPass') return 'next';
      if (!(isAdvanced(ctx.state) && part.answer(ctx, seat, a))) applyWindow(ctx, seat, a as FlowAction);
      return 'again';
    },
    prompt: (s, _t, seat) => stepPrompt(s, { kind: 'window', org: seat as Organization }),
    ask: (_s, _t, seat) => ({ decision: 'window', org: seat }),
    asked: (s, _t, seat) => askedInWindow(s, seat as Organization),
    explain: (s, _t, seat, a) => windowRefused(s, seat as Organization, a),
  };
}

/** 22.15 the second card of an appeal filed in a window. */
export function appealActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const out: FlowAction[] = [];
  for (const card of new Set(s.orgs[org]!.hand)) out.push({ type: 'appealDiscard', card });
  return out;
}

/** The decisions asked from a window: the second appeal card (22.15), a fundraiser offered (9.5). */
export const windowStepTasks: Handlers<'appeal' | 'fundraiser'> = {
  // 22.15 the second appeal card: the appeal is filed
  appeal: stepDecision<'appeal'>(
    (s, t) => appealActions(s, t.org),
    (ctx, t, a) => {
      if (a.type !== 'appealDiscard') throw new Error('not an appeal card');
      ctx.pop();
      appealDiscard(ctx, t.org, a.card, true);
    },
    (s, t, a) => notHeld(s, t.org, a),
  ),
  // 9.5 the offered player accepts or refuses
  fundraiser: stepDecision<'fundraiser'>(
    () => [{ type: 'acceptFundraiser' }, { type: 'refuseFundraiser' }],
    (ctx, t, a) => {
      ctx.pop();
      if (a.type === 'acceptFundraiser') return acceptFundraiser(ctx, t.from, t.org, t.card);
      ctx.emit({ type: 'fundraiserRefused', from: t.from, to: t.org });
      closeSeatWindow(ctx);
    },
  ),
};

/*
 * Ruling (issue 12, rulings.md "Windows are offered on public information"): whether a seat is
 * offered a window (10.x interrupts, 9.3.2.1 phase events) depends only on what every player can
 * see, never on its hidden hand. A seat is asked when a card that could be played there may be in
 * its hand: it holds cards, and such a card is not known to be out of play (it is in the draw pile
 * or some hand, not in a discard pile, the lasting display, the March on Washington display or out
 * of the game). A seat asked without such a card simply passes. Windows nobody could use on public
 * information are skipped, which keeps random playouts fast.
 */

/** Whether card `id` is in the draw pile or in some hand: not known to be out of play. */
function inPlay(s: FreeAtLastState, id: string): boolean {
  if (s.decks.strategy.includes(id)) return true;
  for (const o of s.seats) if (s.orgs[o]!.hand.includes(id)) return true;
  return false;
}

/** 9.3.2.1, 9.7 whether `org` may hold an event (or, with `responses`, a response card) it could play now. */
export function mayHoldEvent(s: FreeAtLastState, org: Organization, responses = false): boolean {
  if (s.orgs[org]!.hand.length === 0) return false;
  // the cheapest test first: a target the event may take, then where the card is, then its effects
  for (const when of openCards(s, responses)) if (eventPossible(s, org, when, responses, false) && inPlay(s, when.card.id) && eventPossible(s, org, when, responses)) return true;
  return false;
}

/** The fundraiser cards of the component set (9.5). */
const fundraisersOf = cachedBy((c: ComponentSet): ReadonlySet<string> => new Set(c.strategy.filter((card) => card.fundraiser).map((card) => card.id)));

/** Whether a card of `ids` is in the draw pile or in some hand (`inPlay` of each, in one pass over the piles). */
function anyInPlay(s: FreeAtLastState, ids: ReadonlySet<string>): boolean {
  for (const id of s.decks.strategy) if (ids.has(id)) return true;
  for (const o of s.seats) for (const id of s.orgs[o]!.hand) if (ids.has(id)) return true;
  return false;
}

/** 9.5 whether `org` may hold a fundraiser it could offer now: one to receive it (not yet a giver), and a fundraiser in play. */
function mayOfferFundraiser(s: FreeAtLastState, org: Organization): boolean {
  const o = s.orgs[org]!;
  if (o.receivedFundraiser || o.hand.length === 0 || !someReceiver(s, org)) return false;
  return anyInPlay(s, fundraisersOf(componentsOf(s)));
}

/** Whether a player other than `org` may still receive a fundraiser (9.5: not one who gave one this Turn). */
function someReceiver(s: FreeAtLastState, org: Organization): boolean {
  for (const x of s.seats) if (x !== org && !s.orgs[x]!.gaveFundraiser) return true;
  return false;
}

/**
 * 10.x whether `org` is offered the interrupt window: Stars to spend on a draw (4.1 A), an appeal to
 * file (22.15, two cards in hand), or a fundraiser or response card it may hold.
 */
export function offeredInterrupt(s: FreeAtLastState, org: Organization): boolean {
  const o = s.orgs[org]!;
  if (o.stars > 0 && canDraw(s)) return true;
  if (mayAppeal(s, org) && o.hand.length >= 2 && phaseUnderWay(s) === 'action-rounds') return true;
  return mayOfferFundraiser(s, org) || mayHoldEvent(s, org, true);
}

/*
 * 9.5, 10.1 Fundraisers: a player may offer a fundraiser card to another, who may accept it into his
 * hand. The giver receives the card's Star, and a second for a 3- or 4-rank fundraiser (4.0 C). No
 * player gives and receives a fundraiser in the same Turn.
 */

/**
 * 9.5 the fundraisers `org` may offer now, then 9.7 the response cards it may play, added to `out`:
 * each card in hand looked at once (each card once, in hand order).
 */
function handOffers(s: FreeAtLastState, org: Organization, out: FlowAction[]): void {
  const hand = s.orgs[org]!.hand;
  const give = !s.orgs[org]!.receivedFundraiser && someReceiver(s, org);
  let responses = false; // rarely held
  for (let i = 0; i < hand.length; i++) {
    const card = strategyCard(s, hand[i]!);
    if (card.response) responses = true;
    if (!give || !card.fundraiser || hand.indexOf(card.id) !== i) continue;
    for (const t of s.seats) if (t !== org && !s.orgs[t]!.gaveFundraiser) out.push({ type: 'giveFundraiser', card: card.id, to: t });
  }
  if (responses) eventChoices(s, org, true, out);
}

/** The fundraiser is accepted: the card changes hands and the giver earns his Stars. */
export function acceptFundraiser(ctx: FalCtx, from: Organization, to: Organization, card: string): void {
  const stars = strategyCard(ctx.state, card).rank >= 3 ? 2 : 1;
  updateOrg(ctx, from, (o) => ({ hand: without(o.hand, card), gaveFundraiser: true }));
  updateOrg(ctx, to, (o) => ({ hand: [...o.hand, card], receivedFundraiser: true }));
  ctx.emit({ type: 'fundraiser', from, to, card, stars });
  gainStars(ctx, from, stars);
}

/*
 * 22.15 filing a criminal appeal: "at any time in the Turn" a player with red cubes removed by blue
 * cubes in his A Project (held on the card, 15.14) may discard two cards to appeal at the Supreme
 * Court, which sits at the End of Turn (20.2). No SEG Reinforcement for these discards.
 */

/** Whether `org` may (still) file an appeal. */
export const mayAppeal = (s: FreeAtLastState, org: Organization): boolean => s.orgs[org]!.criminalHold > 0 && !s.orgs[org]!.appealFiled;

/** One of the two cards of an appeal is discarded; the second files it. */
export function appealDiscard(ctx: FalCtx, org: Organization, card: string, second: boolean): void {
  ctx.emit({ type: 'appealDiscard', org, card });
  // 22.8.1.1, 22.16 the Supreme Court reads these: a white card activates Marshall; consolidation refunds one
  const appealCards = [...(ctx.state.orgs[org]!.appealCards ?? []), { id: card, color: strategyCard(ctx.state, card).color }];
  discardFromHand(ctx, org, card);
  updateOrg(ctx, org, () => ({ appealCards }));
  if (second) {
    ctx.emit({ type: 'appealFiled', org });
    updateOrg(ctx, org, () => ({ appealFiled: true }));
  }
  if (isMandatory(ctx.state, card)) triggerBurn(ctx); // 9.8.1 a discarded Burn, Baby, Burn! takes place
}
