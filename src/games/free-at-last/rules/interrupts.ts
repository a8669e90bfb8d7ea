import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastAction, FreeAtLastState } from '../schema.js';
import * as up from './updates.js';
import { appealDiscard, mayAppeal } from './appeals.js';
import { eventChoices, playEventNow } from './events.js';
import { offeredInterrupt } from './public-offers.js';
import { eventRefused } from './events.js';
import { stepPrompt } from './step-prompt.js';
import type { FalCtx, Handlers } from './tasks.js';
import { remember, type WindowSpec, type Why } from '../../../core/machine/index.js';
import type { Task, WindowTask } from '../task-schema.js';
import { anyActiveProject, canDraw } from './lookup.js';
import { acceptFundraiser, fundraiserOffers } from './fundraisers.js';
import { phaseUnderWay } from './turn.js';
import { notHeld, stepDecision } from './decision.js';
import { closeSeatWindow } from './window-seats.js';

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
 * offers, added to a seat's, and its answers. The composition root (rules/handlers.ts) gives it.
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
  fundraiserOffers(s, org, out);
  eventChoices(s, org, true, out);
  return part.offers(s, org, out);
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

/** Whether `org` is asked in the window: public information says it may have something to do (rules/public-offers.ts). */
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
  /** What `org` may do in the window: nothing (it is skipped) unless it is asked. */
  const interruptOffers = (s: FreeAtLastState, org: Organization): FreeAtLastAction[] => (askedInWindow(s, org) ? windowActions(s, org, part) : []);
  /** The offers of the seat asked now, computed once per state (the machine asks who decides and what they may do several times). */
  const firstOffers = (s: FreeAtLastState, t: WindowOf<'window'>): readonly FreeAtLastAction[] => interruptOffers(s, t.seats[0]!);
  return {
    offers: (s, t, seat) => (seat === t.seats[0] ? remember(s, t, firstOffers).slice() : interruptOffers(s, seat as Organization)),
    answer(ctx, _t, org, a) {
      const seat = org as Organization;
      if (a.type === 'windowPass') return 'next';
      if (!part.answer(ctx, seat, a)) applyWindow(ctx, seat, a as FlowAction);
      return 'again';
    },
    prompt: (s, _t, seat) => stepPrompt(s, { kind: 'window', org: seat as Organization }),
    ask: (_s, _t, seat) => ({ decision: 'window', org: seat }),
    asked: (s, _t, seat) => askedInWindow(s, seat as Organization),
    explain: (s, _t, seat, a) => windowRefused(s, seat as Organization, a),
  };
}

/** 22.15 the second card of an appeal filed in a window. */
export const appealActions = (s: FreeAtLastState, org: Organization): FlowAction[] =>
  [...new Set(s.orgs[org]!.hand)].map((card) => ({ type: 'appealDiscard' as const, card }));

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
