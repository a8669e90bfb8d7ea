/**
 * Testing helpers for game authors: the conformance kit, golden replays with a hash per step and
 * the core's example game.
 * The conformance kit needs `fast-check` (an optional peer dependency) installed.
 * @packageDocumentation
 * @module protest-rules/testing
 */
export { examplePig, type PigState, type PigAction, type PigConfigInput, type PigSeat } from './example-pig.js';
export { pigHeuristic } from './example-pig-bot.js';
export { conformance, type ConformanceCheck, type ConformanceOptions } from './conformance.js';
export {
  recordGolden,
  checkGolden,
  formatGolden,
  goldenSchema,
  GOLDEN_FORMAT,
  type Golden,
  type GoldenCheck,
  type GoldenDivergenceKind,
  type RecordGoldenOptions,
} from './golden.js';
export { fingerprint, type StepFingerprint } from './fingerprint.js';
export { scenario, from, type Scenario, type ScenarioBuilder } from './scenario.js';
