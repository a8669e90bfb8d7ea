import type * as z from 'zod/mini';
import type { componentSetSchema } from './schema.js';

type HomeCardInput = z.input<typeof componentSetSchema>['homeCards'][number];

const source = { reconstructed: '9.3.3 gives each organization a Home Card of any rank and colour; the titles are chosen from each organization\'s founding' };

/** 9.3.3 one Home Card per organization, played as any rank and colour its owner chooses. */
export const homeCards: HomeCardInput[] = [
  { organization: 'SNCC', name: 'Raleigh Conference, April 1960', source },
  { organization: 'CORE', name: 'Journey of Reconciliation', source },
  { organization: 'SCLC', name: 'To Redeem the Soul of America', source },
  { organization: 'NAACP', name: 'The Crisis', source },
];
