/**
 * Testing helpers for game authors: the conformance kit and the core's example game.
 * The conformance kit needs `fast-check` (an optional peer dependency) installed.
 * @packageDocumentation
 */
export { examplePig, type PigState, type PigAction } from './example-pig.js';
export { conformance, type ConformanceCheck, type ConformanceOptions } from './conformance.js';
