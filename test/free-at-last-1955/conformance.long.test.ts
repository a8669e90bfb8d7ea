import { freeAtLast1955Conformance } from './conformance.suite.js';

declare const process: { env: Record<string, string | undefined> };

// 20 random games per check, PROTEST_RULES_SEEDS (e.g. 500) for the acceptance run.
freeAtLast1955Conformance(Number(process.env.PROTEST_RULES_SEEDS ?? 20));
