export * from './types.js';
export * from './errors.js';
export { seedRng, randomInt, createRandom, type RngState, type Random } from './rng.js';
export { pickWeighted, toProbabilities, countedOutcomes } from './chance.js';
export { canonicalJson, deepFreeze } from './json.js';
export { defineGame } from './define-game.js';
export { randomBot, type Bot, type BotInput } from './bots.js';
export { playout, type PlayoutOptions, type PlayoutResult } from './playout.js';
export { record, replay, gameRecordSchema, type GameRecord, type ReplayOutcome } from './record.js';
