import type { Why } from '../../../core/machine/index.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { Step } from '../task-schema.js';
import { stepPrompt } from './step-prompt.js';
import { decision, type FalCtx, type Handlers } from './tasks.js';

/* The flow's decisions (step tasks, task-schema.ts `stepSchema`): the core's `decision`, asked of the organization the step names. */

/** A step task of one kind. */
export type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

/**
 * A flow decision: the organization the step names decides among `options`, in the words of
 * step-prompt.ts; `answer` is what its answer does (the step is on top). An action refused cites
 * `explain`'s reason and rule when it knows one, else the step's section (sections.ts).
 */
export function stepDecision<K extends Step['kind']>(
  options: (s: FreeAtLastState, t: StepOf<K>) => FreeAtLastAction[],
  answer: (ctx: FalCtx, t: StepOf<K>, a: FlowAction) => void,
  explain?: (s: FreeAtLastState, t: StepOf<K>, a: FreeAtLastAction) => Why,
): Handlers<K>[K] {
  return decision<K>({
    seat: (_s, t) => (t as Step).org,
    // asked whatever its options: they read its hand (hidden)
    always: true,
    options,
    answer: (ctx, t, a) => answer(ctx, t, a as FlowAction),
    prompt: stepPrompt,
    ...(explain ? { explain } : {}),
  });
}

/** 9.3 a card named from `org`'s hand that it does not hold ('home': its Home Card, 9.3.3), for the decisions that play or discard from hand. */
export function notHeld(s: FreeAtLastState, org: Organization, a: FreeAtLastAction): Why {
  if (!('card' in a) || typeof a.card !== 'string' || a.type === 'drawStrategy' || a.type === 'drawLegislation' || a.type === 'chooseLaw') return undefined;
  const o = s.orgs[org]!;
  const held = a.card === 'home' ? o.homeCardInHand : o.hand.includes(a.card);
  return held ? undefined : { reason: `${org} does not hold ${a.card}.` };
}

/** The decision `t` becomes `next` where it stands on the stack, or, with null, is done. */
export function becomes(ctx: FalCtx, t: Step, next: Step | null): void {
  if (next === null) ctx.remove(t);
  else ctx.replace(t, next);
}
