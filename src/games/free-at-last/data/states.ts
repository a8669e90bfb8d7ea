import type * as z from 'zod/mini';
import type { stateSchema } from './schema.js';

const colourGroups = { rule: '3.1' } as const;

/** 3.1 The ten Southern states and their colour groups (red: darker beige, white: lighter beige, blue: charcoal). */
export const states: z.input<typeof stateSchema>[] = [
  { id: 'AR', name: 'Arkansas', color: 'red', source: colourGroups },
  { id: 'TN', name: 'Tennessee', color: 'red', source: colourGroups },
  { id: 'VA', name: 'Virginia', color: 'red', source: colourGroups },
  { id: 'NC', name: 'North Carolina', color: 'red', source: colourGroups },
  { id: 'SC', name: 'South Carolina', color: 'white', source: colourGroups },
  { id: 'GA', name: 'Georgia', color: 'white', source: colourGroups },
  { id: 'FL', name: 'Florida', color: 'white', source: colourGroups },
  { id: 'AL', name: 'Alabama', color: 'blue', source: colourGroups },
  { id: 'MS', name: 'Mississippi', color: 'blue', source: colourGroups },
  { id: 'LA', name: 'Louisiana', color: 'blue', source: colourGroups },
];
