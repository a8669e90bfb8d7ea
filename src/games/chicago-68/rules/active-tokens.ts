import { remove, set } from '../../../core/update.js';
import type { MachineState, State } from '../schema.js';
import { board, nameOf, sideFaction, sortedByName } from './lookups.js';
import { areaOf, factionDecision, type Asking, type C } from './tasks.js';
import { demoCount } from './units.js';
import { put } from './updates.js';
import { mapped } from './lists.js';

/*
 * Solo & Co-op Rules: Active tokens mark where the Demonstrators acted. Placed for Action Card and
 * Street Theater effects (the final area of LEAD and MARCH) and every Rally Flag; with all 8 out, one
 * moves from the area with the fewest (the Demonstrators choose on a tie); an area without
 * Demonstrators loses all its tokens at once.
 */

function changeMachine(ctx: C, f: (m: MachineState) => MachineState): void {
  put(ctx, 'machine', f(ctx.state.machine!));
}

function addActive(ctx: C, area: string, n: number): void {
  changeMachine(ctx, (m) => {
    const count = (m.active[area] ?? 0) + n;
    const active = count > 0 ? set(m.active, area, count) : remove(m.active, area);
    return { ...m, active, activeSupply: m.activeSupply - n };
  });
}

/** Areas an Active token may be taken from to go to `to`: those with the fewest tokens. */
function fewest(s: State, to: string): string[] {
  const m = s.machine!;
  const from = Object.keys(m.active).filter((n) => n !== to);
  const least = Math.min(...from.map((n) => m.active[n]!));
  return sortedByName(s, from.filter((n) => m.active[n] === least));
}

function moveActive(ctx: C, from: string, to: string): void {
  addActive(ctx, from, -1);
  addActive(ctx, to, 1);
  ctx.emit({ type: 'activeMoved', from, to });
}

/** Places an Active token in an area (nothing in the competitive game, in the Jail or where no Demonstrator is). */
export function markActive(ctx: C, area: string): void {
  const m = ctx.state.machine;
  if (m === null || area === board(ctx.state).jail || demoCount(ctx.state.areas[area]!.u) === 0) return;
  if (m.activeSupply > 0) {
    addActive(ctx, area, 1);
    return ctx.emit({ type: 'active', area, count: (m.active[area] ?? 0) + 1 });
  }
  const from = fewest(ctx.state, area);
  if (from.length === 1) moveActive(ctx, from[0]!, area);
  else if (from.length > 1) ctx.push({ kind: 'activeMove', to: area });
}

/** Solo: a Street Theater card of "any" location marks the area where its effect takes place. */
export function markAnyAreaEffect(ctx: C, source: string, area: string): void {
  if (ctx.state.machine !== null && board(ctx.state).st.get(source)?.location === 'any') markActive(ctx, area);
}

/** Areas without Demonstrators lose their Active tokens (checked before every step). */
export function clearIdleActive(ctx: C): void {
  const m = ctx.state.machine;
  if (m === null) return;
  for (const n of Object.keys(m.active)) {
    if (demoCount(ctx.state.areas[n]!.u) > 0) continue;
    ctx.emit({ type: 'activeCleared', area: n, count: m.active[n]! });
    addActive(ctx, n, -ctx.state.machine!.active[n]!);
  }
}

const activeMoveTask: Asking<'activeMove'> = factionDecision({
  owner: (s) => sideFaction(s, 'demonstrators'),
  options: (s, t) => mapped(fewest(s, t.to), (area) => ({ type: 'area' as const, area })),
  prompt: (s, t) => `All 8 Active tokens are out: move one to ${nameOf(s, t.to)} from which area (fewest tokens)?`,
  answer(ctx, t, a) {
    ctx.pop();
    moveActive(ctx, areaOf(a), t.to);
  },
});

/** The task handler of the Active token choice. */
export const activeTasks = { activeMove: activeMoveTask };
