import type { Cubes, FreeAtLastState } from './schema.js';

/** Total red, white and blue cubes over every zone, supply included: constant for the whole game. */
export function cubeCensus(s: FreeAtLastState): Cubes {
  const total = { ...s.supply };
  for (const p of Object.values(s.projects)) {
    total.red += p.cubes.red;
    total.white += p.cubes.white;
    total.blue += p.cubes.blue;
  }
  for (const o of Object.values(s.orgs)) {
    total.red += o.eliminated.red + o.criminalHold;
    total.white += o.eliminated.white;
    total.blue += o.eliminated.blue;
  }
  return total;
}
