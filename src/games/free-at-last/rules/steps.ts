import type { GameEvent } from '../../../core/types.js';
import type { FlowAction, FreeAtLastAction } from '../schema.js';
import type { Step } from '../state/pending.js';
import type { FreeAtLastState } from '../state/schema.js';
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

/** One handler per kind of flow decision. */
export const stepTasks: Handlers<Exclude<Step['kind'], 'preempt' | 'action' | 'mode' | 'extra' | 'reinforce' | 'burn'>> = {
  ...hireTask,
  ...selectTasks,
  ...chooseLawTask,
  fundraiser: step(() => [{ type: 'acceptFundraiser' }, { type: 'refuseFundraiser' }], (s, _t, a, ev) => applyFundraiserAnswer(s, a, ev)),
  appeal: step((s, t) => appealActions(s, t.org), (s, t, a, ev) => applyAppeal(s, t.org, a, ev)),
  ...discardDownTask,
};
