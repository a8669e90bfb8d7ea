import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastAction } from '../schema.js';
import type { Step } from '../state/pending.js';
import type { FreeAtLastState } from '../state/schema.js';
import { actionActions, applyAction, applyExtra, applyMode, applyPreempt, applyReinforce, extraActions, modeActions, reinforceActions } from './action-rounds.js';
import { applyBurn, burnActions } from './burn-baby-burn.js';
import { discardDownTask } from './end-of-turn.js';
import { hireTask } from './hire-staff.js';
import { explainIllegal } from './illegal.js';
import { appealActions, applyAppeal, applyFundraiserAnswer } from './interrupts.js';
import { chooseLawTask } from './legislation.js';
import { selectTasks } from './select-projects.js';
import { stepPrompt } from './step-prompt.js';
import { change, type Handlers } from './tasks.js';

/*
 * The flow's decisions (state/pending.ts `stepSchema`), one handler each: the seat named by the step
 * decides; its actions and what an answer does come from the chapter of the rules it belongs to.
 */

type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

/** A step's handler from its legal actions and what an answer does. */
function step<K extends Step['kind']>(actions: (s: FreeAtLastState, t: StepOf<K>) => FreeAtLastAction[], answer: (s: FreeAtLastState, t: StepOf<K>, a: FlowAction, ev: GameEvent[]) => FreeAtLastState): Handlers<K>[K] {
  return {
    decider: (_s: FreeAtLastState, t: StepOf<K>) => t.org,
    actions,
    answer: (ctx, t, a) => change(ctx, (s, ev) => answer(s, t, a as FlowAction, ev)),
    prompt: stepPrompt,
    explain: explainIllegal,
  } as Handlers<K>[K];
}

/** An answer that must be one action type. */
function only<T extends FlowAction['type'], K extends Step['kind']>(type: T, f: (s: FreeAtLastState, org: Organization, a: Extract<FlowAction, { type: T }>, ev: GameEvent[]) => FreeAtLastState) {
  return (s: FreeAtLastState, t: StepOf<K>, a: FlowAction, ev: GameEvent[]): FreeAtLastState => {
    if (a.type !== type) throw new Error(`${a.type} does not answer a ${t.kind} decision`);
    return f(s, t.org, a as Extract<FlowAction, { type: T }>, ev);
  };
}

/** One handler per kind of flow decision. */
export const stepTasks: Handlers<Step['kind']> = {
  ...hireTask,
  ...selectTasks,
  ...chooseLawTask,
  fundraiser: step(() => [{ type: 'acceptFundraiser' }, { type: 'refuseFundraiser' }], (s, _t, a, ev) => applyFundraiserAnswer(s, a, ev)),
  preempt: step(() => [{ type: 'preempt' }, { type: 'declinePreempt' }], (s, t, a, ev) => applyPreempt(s, t.org, a, ev)),
  action: step((s, t) => actionActions(s, t.org), (s, t, a, ev) => applyAction(s, t.org, a, ev)),
  mode: step((s, t) => modeActions(s, t.org), only('mode', (s, org, a) => applyMode(s, org, a.mode))),
  extra: step((s, t) => extraActions(s, t.org), (s, t, a, ev) => applyExtra(s, t.org, a, ev)),
  reinforce: step((s, t) => reinforceActions(s, t.color), only('reinforce', (s, _org, a, ev) => applyReinforce(s, a.target, ev))),
  burn: step((s, t) => burnActions(s, t.org), (s, t, a, ev) => applyBurn(s, t.org, a, ev)),
  appeal: step((s, t) => appealActions(s, t.org), (s, t, a, ev) => applyAppeal(s, t.org, a, ev)),
  ...discardDownTask,
};
