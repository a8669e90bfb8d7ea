import type { games } from '../../src/registry.js';

const allFour = { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true };

/** Every config and mode of each game (test/events.test.ts, test/questions.test.ts). */
export const configs: Record<keyof typeof games, Record<string, unknown>[]> = {
  'free-at-last': [
    {},
    { players: ['SNCC', 'NAACP'] },
    { players: ['CORE', 'SCLC', 'NAACP'] },
    { advanced: true, players: ['SNCC', 'CORE', 'NAACP'] },
    { variant: 'solitaire', advanced: true, players: ['SCLC'] },
    { variant: 'team', advanced: true },
    { variant: 'coop' },
    { variant: 'historical', players: ['CORE', 'SCLC'] },
    { difficulty: 'jackie-robinson', players: ['SNCC', 'NAACP'] },
  ],
  'chicago-68': [
    { players: 2 },
    { players: 3 },
    { players: 3, split: 'establishment' },
    { players: 4 },
    { players: 4, variableTurnOrder: true },
    { players: 2, incendiary: { pigasus: true, daleyDozer: true } },
    { players: 4, incendiary: { policePosts: true, agentsOfChaos: true } },
    { mode: 'solo' },
    { mode: 'coop', variableTurnOrder: true },
    { mode: 'solo', incendiary: allFour },
    { mode: 'coop', incendiary: allFour },
  ],
  'free-at-last-1955': [{}],
};
