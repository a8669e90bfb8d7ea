import { chicagoProperties } from './properties.suite.js';

declare const process: { env: Record<string, string | undefined> };

// 50 random games per config, PROTEST_RULES_SEEDS (e.g. 500) for the acceptance run.
chicagoProperties(Number(process.env.PROTEST_RULES_SEEDS ?? 50));
