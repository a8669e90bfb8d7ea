/**
 * A conformance check's timeout: `base` at the default seed counts, growing with the seeds of an
 * acceptance run (PROTEST_RULES_SEEDS=500: one check of the 1955 game took 30 minutes on a loaded
 * 2-core machine, over the old fixed 10).
 */
export const checkTimeout = (seeds: number, base = 600_000): number => Math.max(base, seeds * 30_000);
