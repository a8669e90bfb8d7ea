/**
 * protest-rules: headless, deterministic rules engines for three card-driven board games about
 * protest movements. This entry holds the engine core and the registry of games.
 * @packageDocumentation
 * @module protest-rules
 */
export * from './core/index.js';
export { gameModules, games, heuristics, evaluators, type GameId } from './registry.js';
