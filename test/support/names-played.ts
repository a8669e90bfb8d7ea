import { expect } from 'vitest';
import { playout, type BaseAction, type BaseState, type Game, type GameEvent } from '../../src/index.js';

/** Which kind of name (a key of the sets) a field of an action or event of this type holds, or undefined. */
export type KindOf<K extends string> = (type: string, field: string) => K | undefined;

/**
 * Plays `game` (manual chance) from each config with `seed` and checks that every name the legal
 * actions, chance outcomes and events carry — a string, or each string of a list — is in the set
 * of its kind: that what is played is what the named types say. Returns how many names it checked.
 */
export function checkNamesPlayed<S extends BaseState, A extends BaseAction, K extends string>(
  game: Game<S, A>,
  configs: readonly object[],
  seed: number,
  sets: Readonly<Record<K, ReadonlySet<string>>>,
  kindOf: KindOf<K>,
): number {
  let checked = 0;
  const check = (x: GameEvent | A): void => {
    for (const [field, value] of Object.entries(x)) {
      const kind = kindOf(x.type, field);
      if (kind === undefined) continue;
      for (const name of Array.isArray(value) ? value : [value]) {
        if (typeof name !== 'string') continue;
        expect(sets[kind].has(name), `${x.type}.${field} = ${name}`).toBe(true);
        checked++;
      }
    }
  };
  for (const config of configs) {
    playout(game, {
      config: { ...config, chance: 'manual' }, seed, maxSteps: 20_000,
      onStep: ({ state, events }) => {
        const s = state as S;
        events.forEach(check);
        game.legalActions(s).forEach(check);
        game.chanceOutcomes(s).forEach((o) => check(o.outcome));
      },
    });
  }
  return checked;
}
