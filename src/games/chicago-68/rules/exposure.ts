import { referenceComponents } from '../data/components.js';
import type { Side } from '../data/schema.js';
import type { State } from '../schema.js';
import { board } from './lookups.js';
import type { C } from './tasks.js';
import { put } from './updates.js';

/* 2.12 Exposure: one marker; positive values lie toward the Establishment's (blue, rightmost) end. */

/** The number of spaces on each side of the central star. */
function exposureMax(s: State): number {
  return (s.components ?? referenceComponents).counts.exposureTrack;
}

/** 2.12.1 A side gains (or, negative, loses) Exposure; 2.12.2–2.12.3 overflow past its end. */
export function gainExposure(ctx: C, side: Side, amount: number): void {
  if (amount === 0) return;
  const max = exposureMax(ctx.state);
  const dir = side === 'establishment' ? 1 : -1;
  const next = ctx.state.exposure + dir * amount;
  if (Math.abs(next) > max && amount > 0) {
    // 2.12.2 / 2.12.3: disregard additional Exposure, then pay the overflow price
    put(ctx, 'exposure', dir * max);
    ctx.emit({ type: 'exposure', side, change: amount, marker: markerText(dir * max), overflow: true });
    ctx.push({ kind: side === 'establishment' ? 'overflowE' : 'overflowD' });
    return;
  }
  const to = Math.max(-max, Math.min(max, next));
  if (to !== ctx.state.exposure) ctx.emit({ type: 'exposure', side, change: amount, marker: markerText(to) });
  put(ctx, 'exposure', to);
}

/** Where the Exposure marker stands, in words. */
function markerText(x: number): string {
  return x === 0 ? 'central star' : x > 0 ? `Establishment ${x}` : `Demonstrators ${-x}`;
}

/** The Exposure Bonus of an area for a side (2.2.4). */
export function exposureBonus(s: State, area: string, side: Side): number {
  const a = board(s).area.get(area)!;
  return side === 'establishment' ? a.blue : a.red;
}
