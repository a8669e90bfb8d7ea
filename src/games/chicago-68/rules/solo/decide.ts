import type { HandlerTable, TaskHandler } from '../../../../core/machine/index.js';
import type { Faction } from '../../data/schema.js';
import type { Action, State } from '../../schema.js';
import type { Task } from '../../task-schema.js';
import { board, sideOf } from '../lookups.js';
import { compareKeys, priorityKey, priorityReason } from './priority.js';
import { arrestOrder } from './targets.js';

/*
 * The Machine takes no decisions: every question the rules ask the Establishment (Mob Chaos and
 * Policy choices, bonus tiles, Police Posts, the Armored Jeep…) is answered by the solo rules' fixed
 * preferences, and a tie left after them is a chance node with equal weights (PRIORITY: "determine
 * randomly"). Solo MOB CHAOS: the area of highest Priority; always place, arrest (Lv2 MOBE > Agitator >
 * Lv1 MOBE) or remove rather than stop. INSTABILITY: a bonus tile at random. Police Posts: Lv1 first,
 * a TAC Force last. Daley Dozer: toward the nearest Barricade, then the area of highest Priority.
 */

type Owned = TaskHandler<State, Task, Action, Task> & { owner?(s: State, t: Task): Faction };

const policeOrder: Record<string, number> = { p1: 3, p2: 2, tac: 1 };

/** Hops from a path to the nearest path with a Barricade (Infinity if none). */
function toBarricade(s: State, path: string): number {
  const b = board(s);
  const seen = new Set([path]);
  let frontier = [path];
  for (let d = 0; frontier.length > 0; d++) {
    if (frontier.some((p) => s.paths[p]!.barricade)) return d;
    const next: string[] = [];
    for (const p of frontier) {
      const { a, b: z } = b.path.get(p)!;
      for (const [q] of [...(b.links.get(a) ?? []), ...(b.links.get(z) ?? [])]) if (!seen.has(q)) seen.add(q), next.push(q);
    }
    frontier = next;
  }
  return Infinity;
}

/** The better Priority of a path's two areas. */
function pathKey(s: State, path: string): number[] {
  const { a, b } = board(s).path.get(path)!;
  const [x, y] = [priorityKey(s, a), priorityKey(s, b)];
  return compareKeys(x, y) >= 0 ? x : y;
}

/** How much the Machine likes an answer: compared key by key, larger first. */
function preference(s: State, t: Task, a: Action): number[] {
  switch (a.type) {
    case 'done': return [-1];
    case 'discardDrawn': return [1];
    case 'area': return [0, ...priorityKey(s, a.area)];
    case 'path': {
      const d = t.kind === 'dozer' ? toBarricade(s, a.path) : 0;
      return [0, d === Infinity ? -99 : -d, ...pathKey(s, a.path)];
    }
    case 'unit': return [0, a.unit in policeOrder ? policeOrder[a.unit]! : 4 - arrestOrder('advance').indexOf(a.unit as 'm1')];
    default: return [0];
  }
}

/** The answers the Machine likes best (several: a tie, broken by chance). */
function machineChoices(s: State, t: Task, options: readonly Action[]): Action[] {
  let best: number[] | null = null;
  let out: Action[] = [];
  for (const a of options) {
    const k = preference(s, t, a);
    const c = best === null ? 1 : compareKeys(k, best);
    if (c > 0) [best, out] = [k, [a]];
    else if (c === 0) out.push(a);
  }
  return out;
}

/** Why the Machine answered as it did, in words. */
function why(s: State, t: Task, options: readonly Action[], a: Action): string {
  if (a.type === 'area') return priorityReason(s, a.area, options.flatMap((o) => (o.type === 'area' ? [o.area] : [])), 'highest');
  if (a.type === 'unit') return 'Machine unit order (solo MOB CHAOS, Police Posts)';
  if (a.type === 'path') return t.kind === 'dozer' ? 'toward the nearest Barricade, then highest Priority' : 'next to the area of highest Priority';
  return 'solo rules: the Machine always acts when it can; ties at random';
}

function wrap(h: Owned): Owned {
  const owner = h.owner!;
  const machineDecides = (s: State, t: Task) => s.machine !== null && sideOf(owner(s, t)) === 'establishment';
  const options = (s: State, t: Task) => h.actions!(s, t);
  const answer = (ctx: Parameters<NonNullable<Owned['answer']>>[0], t: Task, a: Action) => {
    if (machineDecides(ctx.state, t)) ctx.emit({ type: 'machineChoice', task: t.kind, choice: a, why: why(ctx.state, t, options(ctx.state, t), a) });
    h.answer!(ctx, t, a);
  };
  return {
    ...h,
    decider(s, t) {
      if (!machineDecides(s, t)) return h.decider(s, t);
      const o = options(s, t);
      return o.length > 0 && machineChoices(s, t, o).length > 1 ? 'chance' : 'auto';
    },
    outcomes: (s, t) => (machineDecides(s, t) ? machineChoices(s, t, options(s, t)).map((outcome) => ({ outcome, weight: 1 })) : h.outcomes!(s, t)),
    // the solo rules' tie between the Machine's equally good answers, broken by chance
    ask: (s, t) => (machineDecides(s, t) ? { chance: 'machineTie', question: t.kind, faction: owner(s, t), options: machineChoices(s, t, options(s, t)).length } : h.ask!(s, t)),
    answer,
    run(ctx, t) {
      if (!machineDecides(ctx.state, t)) return h.run!(ctx, t);
      const o = options(ctx.state, t);
      if (o.length === 0) return h.run!(ctx, t);
      answer(ctx, t, machineChoices(ctx.state, t, o)[0]!);
    },
  };
}

/** The handler table with every Establishment question answered by the Machine in solo and co-op. */
export function machineAnswers<H extends HandlerTable<State, Task, Action>>(table: H): H {
  const out: Record<string, Owned> = {};
  for (const [kind, h] of Object.entries(table) as [string, Owned][]) out[kind] = h.owner ? wrap(h) : h;
  return out as unknown as H;
}
