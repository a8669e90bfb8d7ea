import { restoreProperties, settings } from './restore-property.suite.js';

// Every game and config, 3 random games each; PROTEST_RULES_SEEDS (500 for the acceptance run) sets them.
restoreProperties(settings, Number(process.env.PROTEST_RULES_SEEDS ?? 3));
