import type { GameEvent, ToMove, WeightedOutcome } from '../../../core/types.js';
import type { FlowAction, FreeAtLastAction } from '../schema.js';
import type { Step } from '../state/pending.js';
import type { ProjectAction } from '../state/resolution.js';
import type { FreeAtLastState } from '../state/schema.js';
import { actionActions, applyAction, applyExtra, applyMode, applyPreempt, applyReinforce, continueRounds, enterActionRounds, extraActions, modeActions, reinforceActions } from './action-rounds.js';
import { applyBurn, burnActions } from './burn-baby-burn.js';
import { enterDealProjects } from './deal-projects.js';
import { enterDealStrategy } from './deal-strategy.js';
import { applyDraw, drawOutcomes, settleQueue } from './draws.js';
import { applyDiscardDown, continueEndOfTurn, discardDownActions, enterEndOfTurn } from './end-of-turn.js';
import { applyEventWindow, continueEventWindow, eventWindowActions, openEventWindow } from './event-window.js';
import { applyHire, continueHire, enterHireStaff, hireActions } from './hire-staff.js';
import { appealActions, applyAppeal, applyFundraiserAnswer, applyWindow, windowActions } from './interrupts.js';
import { leaderActions } from './leaders.js';
import { applyChooseLaw, chooseLawActions, enterLegislation } from './legislation.js';
import { mobilizeActions } from './mobilize.js';
import { projectRules } from './project-seam.js';
import { applyLeaderChoice, applyMobilizeCard, applyMobilizeDone, applyRedraw, applySelect, continueSelect, discardUnselected, enterSelectProjects, redrawActions, selectActions } from './select-projects.js';
import { run, withPending, withStep } from './util.js';
import { continueChallenges, enterChallenges } from './challenges/deal.js';
import { applyCancelAction } from './challenges/cancel.js';
import { decisionNow, type Decision, type DecisionTable } from './decision.js';
import type { VariantAction } from './variants/actions.js';
import { isAdvanced } from './variants/ext.js';
import { applyExtAction, extChanceOutcomes, extLegalActions, extToMove, settleExt } from './variants/hooks.js';

/*
 * The flow driver: after every action the state moves on by itself until someone must decide (in
 * the order of rules/decision.ts) —
 * a draw (chance), the project rules' resolution, or a flow decision (`pending.step`). Each phase's
 * `continue…` function takes one step forward when nothing is pending.
 */

/** 1.7 → 2.1 the game begins with the first Project deal. */
export function startGame(s: FreeAtLastState): FreeAtLastState {
  return advance(enterDealProjects(s), []);
}

function continuePhase(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  switch (s.phase) {
    case 'deal-projects':
      return enterDealStrategy(s);
    case 'deal-strategy':
      return enterHireStaff(s);
    case 'hire-staff':
      return continueHire(s) ?? enterSelectProjects(s);
    case 'select-projects':
      // 2.7 the advanced game deals Challenge cards after the Projects are selected
      return continueSelect(s) ?? (isAdvanced(s) ? enterChallenges(discardUnselected(s)) : enterLegislation(discardUnselected(s)));
    case 'challenges':
      return continueChallenges(s, ev) ?? enterLegislation(s);
    case 'legislation':
      // 9.11.2 legislation events once the laws are in
      if (s.pending.sub === 'laws') return withPending(openEventWindow(s), { sub: 'events' });
      return continueEventWindow(s) ?? enterActionRounds(s);
    case 'action-rounds':
      return continueRounds(s, ev) ?? enterEndOfTurn(s);
    case 'end-of-turn':
      return continueEndOfTurn(s, ev);
    case 'game-over':
      return s;
  }
}

/** Moves the game on until a decision or a chance node is pending, or the game is over. */
export function advance(s0: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  let s = s0;
  for (let guard = 0; guard < 100_000; guard++) {
    s = settleExt(settleQueue(s));
    if (decisionNow(s) !== null) return s;
    // 9.8.1 Burn, Baby, Burn! answers come before anything else
    if (s.pending.burn.length > 0) return withStep(s, { kind: 'burn', org: s.pending.burn[0]! });
    s = continuePhase(s, ev);
  }
  throw new Error('Free at Last flow did not settle');
}

function pendingNow(s: FreeAtLastState): Decision {
  const d = decisionNow(s);
  if (d === null) throw new Error('Free at Last state with nothing pending');
  return d;
}

/** What each kind of pending thing does. */
interface DecisionRules {
  toMove(s: FreeAtLastState, d: Decision): ToMove;
  actions(s: FreeAtLastState, d: Decision): FreeAtLastAction[];
  outcomes(s: FreeAtLastState, d: Decision): WeightedOutcome<FreeAtLastAction>[];
  apply(s: FreeAtLastState, d: Decision, a: FreeAtLastAction, ev: GameEvent[]): FreeAtLastState;
}

const over = (): never => {
  throw new Error('the game is over');
};

const toMoveBy: DecisionTable<DecisionRules['toMove']> = {
  over: () => null,
  draw: () => 'chance',
  variant: (s) => extToMove(s),
  resolution: (s) => projectRules.resolutionToMove(s),
  step: (_s, d) => d.step.org,
};

const actionsBy: DecisionTable<DecisionRules['actions']> = {
  over: () => [],
  draw: () => [],
  variant: (s) => extLegalActions(s),
  resolution: (s) => projectRules.resolutionActions(s),
  step: (s, d) => stepActions(s, d.step),
};

const outcomesBy: DecisionTable<DecisionRules['outcomes']> = {
  over: () => [],
  draw: (s) => drawOutcomes(s),
  variant: (s) => extChanceOutcomes(s),
  resolution: (s) => projectRules.resolutionChance(s),
  step: () => [],
};

// actions reach the rules of what is pending; listed actions fit them (validated or trusted)
const applyBy: DecisionTable<DecisionRules['apply']> = {
  over,
  draw: (s, _d, a, ev) => applyDraw(s, a as FlowAction, ev),
  variant: (s, _d, a, ev) => applyExtAction(s, a as VariantAction, ev),
  resolution: (s, _d, a, ev) => run(ev, projectRules.applyResolution(s, a as ProjectAction)),
  step: (s, d, a, ev) => applyStep(s, d.step, a, ev),
};

const dispatch = <R>(table: DecisionTable<(s: FreeAtLastState, d: Decision) => R>, s: FreeAtLastState): R => {
  const d = pendingNow(s);
  return (table[d.kind] as (s: FreeAtLastState, d: Decision) => R)(s, d);
};

/** Who decides now. */
export const toMove = (s: FreeAtLastState): ToMove => dispatch(toMoveBy, s);

/** The chance outcomes of the pending draw or die roll. */
export const chanceOutcomes = (s: FreeAtLastState): WeightedOutcome<FreeAtLastAction>[] => dispatch(outcomesBy, s);

/** The legal actions of the seat that decides. */
export const legalActions = (s: FreeAtLastState): FreeAtLastAction[] => dispatch(actionsBy, s);

function stepActions(s: FreeAtLastState, step: Step): FreeAtLastAction[] {
  switch (step.kind) {
    case 'hire':
      return hireActions(s, step.org);
    case 'redraw':
      return redrawActions(s, step.org, step.left);
    case 'select':
      return selectActions(s);
    case 'mobilize':
      return mobilizeActions(s, step.org, step.cards);
    case 'leader':
      return leaderActions(s, step.org, step.purpose);
    case 'riders':
      return leaderActions(s, step.org, 'riders');
    case 'events':
      return eventWindowActions(s, step.org);
    case 'choose-law':
      return chooseLawActions(s);
    case 'window':
      return windowActions(s, step.org);
    case 'fundraiser':
      return [{ type: 'accept-fundraiser' }, { type: 'refuse-fundraiser' }];
    case 'preempt':
      return [{ type: 'preempt' }, { type: 'decline-preempt' }];
    case 'action':
      return actionActions(s, step.org);
    case 'mode':
      return modeActions(s, step.org);
    case 'extra':
      return extraActions(s, step.org);
    case 'reinforce':
      return reinforceActions(s, step.color);
    case 'burn':
      return burnActions(s, step.org);
    case 'discard-down':
      return discardDownActions(s, step.org, step.appealCards);
    case 'appeal':
      return appealActions(s, step.org);
  }
}

function applyStep(s: FreeAtLastState, step: Step, a0: FreeAtLastAction, ev: GameEvent[]): FreeAtLastState {
  const org = step.org;
  // 10.2 the interrupt window also cancels Challenges in effect (advanced game)
  if (step.kind === 'window' && (a0.type === 'challenge-cancel' || a0.type === 'challenge-share')) return applyCancelAction(withStep(s, null), org, a0, null, [], ev);
  const a = a0 as FlowAction;
  switch (step.kind) {
    case 'hire':
      return applyHire(s, org, a, ev);
    case 'redraw':
      return applyRedraw(s, org, a, ev);
    case 'select':
      if (a.type !== 'select-project') break;
      return applySelect(withStep(s, null), org, a.state, ev);
    case 'mobilize':
      if (a.type === 'mobilize-done') return applyMobilizeDone(s, org, ev);
      if (a.type !== 'mobilize') break;
      return applyMobilizeCard(s, org, { id: a.card, rank: a.rank, color: a.color });
    case 'leader':
    case 'riders':
      return applyLeaderChoice(s, org, a, ev);
    case 'events':
      return applyEventWindow(s, org, a, ev);
    case 'choose-law':
      if (a.type !== 'choose-law') break;
      return applyChooseLaw(s, a.card, ev);
    case 'window':
      return applyWindow(s, org, a, ev);
    case 'fundraiser':
      return applyFundraiserAnswer(s, a, ev);
    case 'preempt':
      return applyPreempt(s, org, a, ev);
    case 'action':
      return applyAction(s, org, a, ev);
    case 'mode':
      if (a.type !== 'mode') break;
      return applyMode(s, org, a.mode);
    case 'extra':
      return applyExtra(s, org, a, ev);
    case 'reinforce':
      if (a.type !== 'reinforce') break;
      return applyReinforce(s, a.target, ev);
    case 'burn':
      return applyBurn(s, org, a, ev);
    case 'discard-down':
      return applyDiscardDown(s, org, a, ev);
    case 'appeal':
      return applyAppeal(s, org, a, ev);
  }
  throw new Error(`${a.type} does not answer a ${step.kind} decision`);
}

/** Applies an action to whatever is pending and moves the game on. */
export function applyAny(s: FreeAtLastState, a: FreeAtLastAction): { state: FreeAtLastState; events: GameEvent[] } {
  const ev: GameEvent[] = [];
  const d = pendingNow(s);
  const t = (applyBy[d.kind] as DecisionRules['apply'])(s, d, a, ev);
  return { state: advance(t, ev), events: ev };
}
