import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastAction } from '../schema.js';
import type { Step } from '../state/pending.js';
import type { FreeAtLastState } from '../state/schema.js';
import { setStep } from '../state/stack.js';
import { applyDiscardDown, discardDownActions } from './end-of-turn.js';
import { applyHire, hireActions } from './hire-staff.js';
import { explainIllegal } from './illegal.js';
import { leaderActions } from './leaders.js';
import { applyChooseLaw, chooseLawActions } from './legislation.js';
import { mobilizeActions } from './mobilize.js';
import { applyLeaderChoice, applyMobilizeCard, applyMobilizeDone, applyRedraw, applySelect, redrawActions, selectActions } from './select-projects.js';
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
export const stepTasks: Handlers<Exclude<Step['kind'], 'preempt' | 'action' | 'mode' | 'extra' | 'reinforce' | 'burn' | 'appeal' | 'fundraiser'>> = {
  hire: step((s, t) => hireActions(s, t.org), (s, t, a, ev) => applyHire(s, t.org, a, ev)),
  redraw: step((s, t) => redrawActions(s, t.org, t.left), (s, t, a, ev) => applyRedraw(s, t.org, a, ev)),
  select: step((s) => selectActions(s), only('selectProject', (s, org, a, ev) => applySelect(setStep(s, null), org, a.state, ev))),
  mobilize: step(
    (s, t) => mobilizeActions(s, t.org, t.cards),
    (s, t, a, ev) => {
      if (a.type === 'mobilizeDone') return applyMobilizeDone(s, t.org, ev);
      return only('mobilize', (u, org, m) => applyMobilizeCard(u, org, { id: m.card, rank: m.rank, color: m.color }))(s, t, a, ev);
    },
  ),
  leader: step((s, t) => leaderActions(s, t.org, t.purpose), (s, t, a, ev) => applyLeaderChoice(s, t.org, a, ev)),
  riders: step((s, t) => leaderActions(s, t.org, 'riders'), (s, t, a, ev) => applyLeaderChoice(s, t.org, a, ev)),
  chooseLaw: step((s) => chooseLawActions(s), only('chooseLaw', (s, _org, a, ev) => applyChooseLaw(s, a.card, ev))),
  discardDown: step((s, t) => discardDownActions(s, t.org, t.appealCards), (s, t, a, ev) => applyDiscardDown(s, t.org, a, ev)),
};
