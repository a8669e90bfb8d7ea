import type { GameEvent } from '../../../core/types.js';
import type { FlowAction, FreeAtLastAction } from '../schema.js';
import type { Step } from '../state/pending.js';
import type { ProjectAction } from '../state/resolution.js';
import type { FreeAtLastState } from '../state/schema.js';
import { actionActions, applyAction, applyExtra, applyMode, applyPreempt, applyReinforce, continueRounds, enterActionRounds, extraActions, modeActions, reinforceActions } from './action-rounds.js';
import { applyBurn, burnActions } from './burn-baby-burn.js';
import { enterDealStrategy } from './deal-strategy.js';
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
import { explainIllegal } from './illegal.js';
import { stepPrompt } from './step-prompt.js';
import { change, type Handlers } from './tasks.js';
import { isAdvanced } from '../state/ext-access.js';

/*
 * The flow of the Turn: the task at the bottom of the stack. When nothing is pending it moves the
 * current phase on by one step (each phase's `continue…` function); otherwise it hands the decision
 * to the running project resolution (rules/projects) or to the flow's own decision (`pending.step`).
 */

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

/** The flow task. */
export const flowTasks: Handlers<'flow'> = {
  flow: {
    decider(s) {
      if (s.resolution !== null) return projectRules.resolutionToMove(s);
      return s.pending.step ? s.pending.step.org : 'auto';
    },
    run(ctx) {
      const s = ctx.state;
      // 9.8.1 Burn, Baby, Burn! answers come before anything else
      if (s.pending.burn.length > 0) ctx.state = withStep(s, { kind: 'burn', org: s.pending.burn[0]! });
      else change(ctx, continuePhase);
    },
    actions: (s) => (s.resolution !== null ? projectRules.resolutionActions(s) : stepActions(s, s.pending.step!)),
    outcomes: (s) => projectRules.resolutionChance(s),
    answer(ctx, _t, a) {
      const s = ctx.state;
      if (s.resolution !== null) change(ctx, (u, ev) => run(ev, projectRules.applyResolution(u, a as ProjectAction)));
      else change(ctx, (u, ev) => applyStep(u, s.pending.step!, a, ev));
    },
    prompt: (s) => (s.resolution !== null ? projectRules.promptResolution(s) : stepPrompt(s, s.pending.step!)),
    explain: (s, _t, a) => (s.resolution === null ? explainIllegal(s, s.pending.step!, a) : undefined),
  },
};

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
