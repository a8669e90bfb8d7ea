import type { Action, MachineState, State } from '../../schema.js';
import type { TaskOf } from '../../task-schema.js';
import { nameOf } from '../lookups.js';
import { chance, type C, type Handler } from '../tasks.js';
import { put } from '../updates.js';
import { priorityReason, priorityTies } from './priority.js';

/*
 * A Machine Action card resolving (Appendix 5), stage by stage. Before a stage acts it may need areas
 * picked by Priority: the highest (or lowest) candidate, a tie broken by a chance node with equal
 * weights. Each card's rule says what to pick and what each stage does (cards/*.ts).
 */

/** The task of a Machine card under way. */
export type CardTask = TaskOf<'machineCard'>;

/** An area to pick by Priority among candidates. */
interface Pick {
  readonly choose: readonly string[];
  readonly order: 'highest' | 'lowest';
}

/** How a Machine card resolves. */
export interface MachineCardRule {
  /** The pick the current stage still needs (given the picks made), or null: act now. */
  pick?(s: State, t: CardTask): Pick | null;
  /** Carries out the current stage: moves the task on (`next`) or pops it. */
  act(ctx: C, t: CardTask): void;
}

/** Records that the card under way had an effect (MACHINE ACTION CARDS). */
export function hadEffect(ctx: C): void {
  const m = ctx.state.machine!;
  if (!m.effect) put(ctx, 'machine', { ...m, effect: true } satisfies MachineState);
}

/** Moves the card on to a stage (picks cleared). */
export function next(ctx: C, t: CardTask, stage: number, change: Partial<CardTask> = {}): void {
  ctx.replaceTop({ ...t, ...change, stage, picks: [] });
}

/** The handler of `machineCard` tasks over the card rules. */
export function machineCardHandler(ruleOf: (card: string) => MachineCardRule | undefined): Handler<'machineCard'> {
  const pending = (s: State, t: CardTask) => {
    const p = ruleOf(t.card)?.pick?.(s, t) ?? null;
    return p === null || p.choose.length === 0 ? null : { ...p, ties: priorityTies(s, p.choose, p.order) };
  };
  const record = (ctx: C, t: CardTask, area: string, p: Pick) => {
    ctx.emit({ type: 'machinePriority', card: t.card, area, order: p.order, why: priorityReason(ctx.state, area, p.choose, p.order) });
    ctx.replaceTop({ ...t, picks: [...t.picks, area] });
  };
  return chance<'machineCard'>({
    when: (s, t) => (pending(s, t)?.ties.length ?? 0) > 1,
    outcomes: (s, t) => (pending(s, t)?.ties ?? []).map((area): { outcome: Action; weight: number } => ({ outcome: { type: 'area', area }, weight: 1 })),
    ask: (s, t) => ({ chance: 'priorityTie', card: t.card, faction: t.faction, order: pending(s, t)?.order ?? 'highest', areas: pending(s, t)?.ties ?? [] }),
    answer(ctx, t, a) {
      const p = pending(ctx.state, t);
      if (p && a.type === 'area') record(ctx, t, a.area, p);
    },
    none(ctx, t) {
      const p = pending(ctx.state, t);
      if (p) return record(ctx, t, p.ties[0]!, p);
      const rule = ruleOf(t.card);
      if (!rule) return ctx.pop();
      rule.act(ctx, t);
    },
    prompt: (s, t) => `The Machine resolves ${nameOf(s, t.card)}: a tie on every Priority rule is drawn at random`,
  });
}
