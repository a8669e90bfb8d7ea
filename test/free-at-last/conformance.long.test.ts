import { freeAtLastConformance } from './conformance.suite.js';
import { seedCount } from './support/play.js';

// 4, 2 and 3 organizations, 4 random games per check (PROTEST_RULES_SEEDS raises it for the acceptance run).
freeAtLastConformance([{}, { players: ['SNCC', 'NAACP'] }, { players: ['CORE', 'SCLC', 'NAACP'] }], seedCount(4));
