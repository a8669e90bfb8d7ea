import { seedCount } from '../support/play.js';
import { variantProperties } from './properties.suite.js';

// 3 random games per variant (PROTEST_RULES_SEEDS raises it for the acceptance run).
variantProperties(seedCount(3));
