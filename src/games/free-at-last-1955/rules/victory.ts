import type { State } from '../schema.js';
import { board, nameOf } from './lookups.js';
import type { C } from './tasks.js';
import { put } from './updates.js';

/* 5.3 The end-of-year victory check, and 10.1–10.3 the final score and victory bands. */

type Outcome = NonNullable<State['outcome']>;

/** 5.3 The states with no B units. */
export function statesWithoutB(s: State): string[] {
  const b = board(s);
  return b.stateNames.filter((st) => b.citiesOf.get(st)!.every((c) => s.cities[c]!.u.B === 0));
}

/** 10.2 The Freedom Events won. */
export const eventsWon = (s: State): number => Object.values(s.freedomEvents).filter((v) => v === 'won').length;

/** 10.1–10.2 The civil rights player's points: the Freedom Track plus the Freedom Events bonus. */
export function points(s: State): number {
  const bonus = board(s).set.counts.freedomBonus;
  return s.freedom + bonus[Math.min(eventsWon(s), bonus.length - 1)]!;
}

/** 10.3 The victory band of a final score. */
export function band(s: State, total: number): Outcome {
  const { decisive, marginal, marginalSegregationist } = board(s).set.counts.bands;
  const said = (what: string) => `${what} with ${total} points (10.3)`;
  if (total >= decisive) return { code: 'decisive-civil-rights', winner: 'civilRights', points: total, reason: said('Decisive civil rights victory') };
  if (total >= marginal) return { code: 'marginal-civil-rights', winner: 'civilRights', points: total, reason: said('Marginal civil rights victory') };
  if (total >= marginalSegregationist) return { code: 'marginal-segregationist', winner: 'segregationist', points: total, reason: said('Marginal segregationist victory') };
  return { code: 'decisive-segregationist', winner: 'segregationist', points: total, reason: said('Decisive segregationist victory') };
}

/** Ends the game. */
export function endGame(ctx: C, outcome: Outcome): void {
  put(ctx, 'outcome', outcome);
  ctx.emit({ type: 'gameOver', code: outcome.code, winner: outcome.winner, reason: outcome.reason });
}

/** 5.3 The victory check at the end of a year: three states without B units (after 1959), or Non-violence Abandoned. */
export function checkVictory(ctx: C): void {
  const s = ctx.state;
  const counts = board(s).set.counts;
  const lost = statesWithoutB(s);
  if (s.year > counts.eliminationAfter && lost.length >= counts.eliminationStates) {
    return endGame(ctx, { code: 'movement-eliminated', winner: 'segregationist', points: null, reason: `The civil rights movement is eliminated in ${lost.map((st) => nameOf(s, 'state', st)).join(', ')} (5.3)` });
  }
  if (s.nonviolence === 0) endGame(ctx, { code: 'nonviolence-abandoned', winner: 'segregationist', points: null, reason: 'Non-violence is abandoned (2.5, 5.3)' });
}
