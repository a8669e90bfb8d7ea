import fc from 'fast-check';

declare const process: { env: Record<string, string | undefined> };

/*
 * Every fast-check property in the suite runs from one fixed seed, so a test run is deterministic and
 * a red CI replays on any machine. PROTEST_RULES_FC_SEED picks another seed, or 'random' lets fast-check
 * choose one (for exploratory runs; a failure prints the seed to pass back).
 */
const chosen = process.env.PROTEST_RULES_FC_SEED ?? '20261201';
if (chosen !== 'random') fc.configureGlobal({ seed: Number(chosen) });
