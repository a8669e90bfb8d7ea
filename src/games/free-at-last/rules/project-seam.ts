/* The flow's single entry to the project rules (rules/projects/contract.ts). */
export { projectRules } from './projects/index.js';
