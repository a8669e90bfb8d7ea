import { projectRules } from './projects/index.js';

/* The flow's single entry to the project rules (rules/projects/contract.ts). */

/** The project rules on the handlers' ctx. */
export const projectSeam = projectRules;
