import { seedCount } from '../support/play.js';
import { variantConformance, variants } from './conformance.suite.js';

// Every variant, 2 random games per check (PROTEST_RULES_SEEDS raises it for the acceptance run).
variantConformance(variants, seedCount(2));
