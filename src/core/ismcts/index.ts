export { ismcts, type IsmctsOptions } from './ismcts.js';
export { winShare } from './rewards.js';
