import { freeAtLast1955Properties } from './properties.suite.js';

declare const process: { env: Record<string, string | undefined> };

// 20 random games per property, PROTEST_RULES_SEEDS (e.g. 500) for the acceptance run.
freeAtLast1955Properties(Number(process.env.PROTEST_RULES_SEEDS ?? 20));
