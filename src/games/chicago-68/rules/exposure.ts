import { referenceComponents } from '../data/components.js';
import type { Side } from '../data/schema.js';
import type { State } from '../schema.js';
import { board } from './context.js';
import { emit } from './log.js';
import { push } from './tasks.js';

/* 2.12 Exposure: one marker; positive values lie toward the Establishment's (blue, rightmost) end. */

/** The number of spaces on each side of the central star. */
export function exposureMax(s: State): number {
  return (s.components ?? referenceComponents).counts.exposureTrack;
}

/** 2.12.1 A side gains (or, negative, loses) Exposure; 2.12.2–2.12.3 overflow past its end. */
export function gainExposure(s: State, side: Side, amount: number): void {
  if (amount === 0) return;
  const max = exposureMax(s);
  const dir = side === 'establishment' ? 1 : -1;
  const next = s.exposure + dir * amount;
  if (Math.abs(next) > max && amount > 0) {
    // 2.12.2 / 2.12.3: disregard additional Exposure, then pay the overflow price
    s.exposure = dir * max;
    emit(s, { type: 'exposure', side, change: amount, marker: markerText(s.exposure), overflow: true });
    push(s, { k: side === 'establishment' ? 'overflowE' : 'overflowD' });
    return;
  }
  const to = Math.max(-max, Math.min(max, next));
  if (to !== s.exposure) emit(s, { type: 'exposure', side, change: amount, marker: markerText(to) });
  s.exposure = to;
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
