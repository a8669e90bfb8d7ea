import type { SyncBot } from './core/bots.js';
import type { GameModule } from './core/game-module.js';
import type { Evaluator } from './core/ismcts/rewards.js';
import { chicago68Module } from './games/chicago-68/index.js';
import { freeAtLastModule } from './games/free-at-last/words/index.js';
import { freeAtLast1955Module } from './games/free-at-last-1955/index.js';

/**
 * The one list of games: each game's module object, by id. Everything else that names the games is
 * read from it (`games`, `heuristics`, `evaluators`, the CLI's text boards) or checked against it
 * (test/game-list.test.ts: the package's subpaths, the build and docs entries). The keys are literals
 * (a test checks each is its game's `id`), and the lists read from it are pure, so that a bundler
 * drops the registry, and the games in it, from a program that does not use it.
 */
export const gameModules = {
  'free-at-last': freeAtLastModule,
  'chicago-68': chicago68Module,
  'free-at-last-1955': freeAtLast1955Module,
} as const satisfies Readonly<Record<string, GameModule>>;

/** The id of a registered game. */
export type GameId = keyof typeof gameModules;

/** One member of every registered module, by game id. */
function byId<K extends Exclude<keyof GameModule, 'words'>>(key: K): { readonly [Id in GameId]: (typeof gameModules)[Id][K] } {
  return Object.fromEntries(Object.entries(gameModules).map(([id, m]) => [id, m[key]])) as { readonly [Id in GameId]: (typeof gameModules)[Id][K] };
}

/**
 * Every implemented game, by id.
 *
 * @example
 * ```ts
 * import { games } from 'protest-rules';
 *
 * const game = games['chicago-68'];
 * const state = game.setup({ players: 2 }, 1);
 * ```
 */
export const games = /* @__PURE__ */ byId('game');

/**
 * The heuristic bot of each game, by game id: a fast bot that plays by the rulebook's rules of
 * thumb, and the default rollout policy of `ismcts` in the CLI's arena. Each takes a seed for the
 * few choices it leaves to chance.
 */
export const heuristics: Readonly<Record<string, (seed: number) => SyncBot<any, any>>> = /* @__PURE__ */ byId('heuristic');

/**
 * The evaluation of each game, by game id: a seat's chance to win an unfinished position, in
 * [0, 1], from what decides the game (Failure Markers and VPs; Exposure, Delegates and Agitators;
 * the Freedom Track, Non-violence and B units). `ismcts` scores its cut-off rollouts with it
 * (`evaluate` and `rolloutDepth`); the CLI's arena and bench do so.
 */
export const evaluators: Readonly<Record<string, Evaluator<any>>> = /* @__PURE__ */ byId('evaluate');
