/**
 * Testing helpers for game authors: the conformance kit and the core's example game.
 * @packageDocumentation
 */
export { examplePig, type PigState, type PigAction } from './example-pig.js';
