import type { GameEvent } from '../../../../src/index.js';
import { freeAtLast, referenceComponents, type FreeAtLastAction, type FreeAtLastState, type FreeAtLastStrategyId, type FreeAtLastView } from '../../../../src/games/free-at-last/index.js';
import { type FreeAtLastScenario, type ScenarioProject } from '../../../../src/games/free-at-last/words/index.js';
import { referenceStrategyIds } from '../../../../src/games/free-at-last/data/reference-names.js';
import { build } from '../../support/build.js';

/*
 * Drives Free at Last through its public API only (legal actions, chance outcomes, step, view), so
 * that the rulebook tests survive changes to how the engine stores pending work.
 */

/** A position and every event that led to it from where the test started. */
export interface Run {
  readonly state: FreeAtLastState;
  readonly events: readonly GameEvent[];
}

/** What a test asks for next: a partial action, matched against the options of whoever is to move. */
export type Want = Partial<FreeAtLastAction> & { readonly type: FreeAtLastAction['type'] };

/** Options that only let the game go on: taken when the next wanted action is not on offer. */
const neutral = new Set(['windowPass', 'eventsDone', 'projectProceed', 'extraDone', 'declinePreempt', 'projectPass']);

/** The actions or chance outcomes open now. */
export function options(s: FreeAtLastState): FreeAtLastAction[] {
  return freeAtLast.toMove(s) === 'chance' ? freeAtLast.chanceOutcomes(s).map((o) => o.outcome) : freeAtLast.legalActions(s);
}

const matches = (a: FreeAtLastAction, want: Want): boolean =>
  Object.entries(want).every(([k, v]) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify(v));

/** Whether an option matching `want` is open now. */
export const offered = (s: FreeAtLastState, want: Want): boolean => options(s).some((a) => matches(a, want));

/** Starts a run at `state`. */
export const from = (state: FreeAtLastState): Run => ({ state, events: [] });

/** Takes, in order, an option matching each `want`, passing neutral prompts (windows, confirmations) on the way. */
export function go(run: Run, ...wants: Want[]): Run {
  let { state, events } = run;
  for (const want of wants) {
    for (;;) {
      const open = options(state);
      const hit = open.find((a) => matches(a, want)) ?? open.find((a) => neutral.has(a.type));
      if (!hit) throw new Error(`no option matches ${JSON.stringify(want)}; open: ${JSON.stringify(open)}`);
      const r = freeAtLast.step(state, hit);
      state = r.state;
      events = [...events, ...r.events];
      if (matches(hit, want)) break;
    }
  }
  return { state, events };
}

/** The types of the options offered on the way to the next chance node, passing neutral prompts. */
export function offeredBeforeDice(run: Run): string[] {
  const seen: string[] = [];
  let r = run;
  while (freeAtLast.toMove(r.state) !== 'chance') {
    const open = options(r.state);
    seen.push(...open.map((a) => a.type));
    const next = open.find((a) => neutral.has(a.type));
    if (!next) break;
    r = go(r, next as Want);
  }
  return seen;
}

/** Passes neutral prompts (windows, confirmations, declined responses) until a real choice or a chance node is next. */
export function settle(run: Run): Run {
  let r = run;
  for (let next = options(r.state).find((a) => neutral.has(a.type)); next; next = options(r.state).find((a) => neutral.has(a.type))) r = go(r, next as Want);
  return r;
}

/** Rolls `face` on every roll of `die` asked for, passing neutral prompts, until something else is asked. */
export function rollEach(run: Run, die: 'red' | 'white' | 'blue', face: number | 'X' | 'K'): Run {
  let r = settle(run);
  while (offered(r.state, roll(die, face))) r = settle(go(r, roll(die, face)));
  return r;
}

/** Takes an option matching `want` if one is open now (e.g. a mode asked only when there is a choice). */
export const goIf = (run: Run, want: Want): Run => (offered(run.state, want) ? go(run, want) : run);

/** A roll of `die` showing `face` (the chance outcome of a project die). */
export const roll = (die: 'red' | 'white' | 'blue', face: number | 'X' | 'K'): Want => ({ type: 'projectRoll', die, face }) as Want;

/**
 * SNCC (with CORE beside it, no Project) on `project`, holding `hand`, at the start of its Action
 * Round in Turn 1 with manual chance; `more` sets anything else on the builder.
 */
export function snccOn(project: ScenarioProject, hand: readonly string[], more: (b: FreeAtLastScenario) => FreeAtLastScenario = (b) => b): Run {
  return from(more(build({ players: ['SNCC', 'CORE'], chance: 'manual' }).project('SNCC', project).hand('SNCC', hand)).at('beforeAction').state);
}

/** The rolls logged for one purpose (red-cubes, white-cubes, blue-cubes, leader, registrar, ldf…), as faces. */
export const rollsFor = (run: Run, purpose: string): unknown[] => eventsOf(run, 'roll').filter((e) => e['purpose'] === purpose).map((e) => e['face']);

/** The spectator's view of a position. */
export const see = (s: FreeAtLastState): FreeAtLastView => freeAtLast.view(s, null);

/** Events of one type. */
export const eventsOf = <T extends string>(run: Run, type: T): (GameEvent & { type: T })[] =>
  run.events.filter((e): e is GameEvent & { type: T } => e.type === type);

/** The hits logged for one side (red, white, blue, registrar, leader…), in order. */
export const hitsBy = (run: Run, side: string): number[] =>
  eventsOf(run, 'hits').filter((e) => e['side'] === side).map((e) => e['hits'] as number);

/**
 * A generic Strategy card of the reference set with this rank and colour (its event is plain: no
 * phase, response or mandatory rule), for tests that play cards for rank and colour.
 */
export function plainCard(rank: number, color: 'red' | 'white' | 'blue', nth = 0): FreeAtLastStrategyId {
  const ids = referenceComponents.strategy
    .filter((c) => c.rank === rank && c.color === color && 'reconstructed' in c.source && c.source.reconstructed.startsWith('generic'))
    .map((c) => c.id);
  const id = referenceStrategyIds.find((r) => r === ids[nth]);
  if (id === undefined) throw new Error(`no plain ${color} ${rank} card number ${nth}`);
  return id;
}
