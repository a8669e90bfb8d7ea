export { ismcts, type IsmctsOptions } from './ismcts.js';
export { winShare, type Evaluator } from './rewards.js';
