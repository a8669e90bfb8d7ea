import { freeAtLastProperties } from './properties.suite.js';
import { seedCount } from './support/play.js';

// 10 random games per property (PROTEST_RULES_SEEDS raises it for the acceptance run).
freeAtLastProperties(seedCount(10));
