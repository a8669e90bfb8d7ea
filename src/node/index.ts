/**
 * protest-rules/node: what needs Node.js. `simulateOnWorkers` plays seeded random games on every
 * core. This entry is ESM only; the package root has everything else.
 * @packageDocumentation
 * @module protest-rules/node
 */
export { simulateOnWorkers, type WorkerSimulateOptions } from './simulate.js';
export type { SimulationSummary, SimulationRow } from '../core/research/index.js';
