export { simulationRowSchema, playRow, type SimulationRow, type PlayRowOptions } from './row.js';
export { simulationSummarySchema, SIMULATION_SUMMARY_SCHEMA_VERSION, SummaryBuilder, type SimulationSummary, type SummaryHeader } from './summary.js';
export { simulate, inProcessRunner, defaultBatchSize, type SimulateOptions, type BatchRunner, type SeedBatch } from './simulate.js';
export { wilsonInterval, differenceInterval } from './wilson.js';
export { mergeSummaries, summarizeRows, MergeError } from './merge.js';
export { seedAt, seedRangeFits } from './seeds.js';
export { simulationJsonSchemas } from './json-schemas.js';
