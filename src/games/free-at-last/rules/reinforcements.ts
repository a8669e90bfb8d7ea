import type { Color, Organization } from '../data/schema.js';
import type { FreeAtLastState } from '../schema.js';
import { eliminatedArea, onProject, supply } from './zones.js';
import { activeOwners } from './lookup.js';
import type { FalCtx } from './tasks.js';
import { moveCubes } from './updates.js';

/*
 * 13.2 SEG Reinforcements: for each card played, a blue card adds a blue cube and a white card a
 * white cube to any Project that still has cubes of that colour; a red card removes a red cube from
 * any Project to its owner's eliminated cubes area. No eligible Project: no reinforcement. Ruling:
 * with the supply out of that colour, no cube can be added, so no Project is eligible.
 */

/** The Projects that may take a reinforcement of this colour. */
export function reinforcementTargets(s: FreeAtLastState, color: Color): Organization[] {
  if (color !== 'red' && s.supply[color] === 0) return [];
  return activeOwners(s).filter((o) => s.projects[o]!.cubes[color] > 0);
}

/** Places one reinforcement on `target`'s Project. */
export function reinforce(ctx: FalCtx, color: Color, target: Organization): void {
  ctx.emit({ type: 'segReinforcement', color, target });
  if (color === 'red') moveCubes(ctx, onProject(target), eliminatedArea(target), 'red', 1);
  else moveCubes(ctx, supply, onProject(target), color, 1);
}
