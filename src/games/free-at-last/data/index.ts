import { attorneys } from './attorneys.js';
import { homeCards } from './home-cards.js';
import { leaders } from './leaders.js';
import { legislation } from './legislation.js';
import { projects } from './projects.js';
import { componentSetSchema, type ComponentSet } from './schema.js';
import { states } from './states.js';
import { strategy } from './strategy.js';
import { cubes, dice, failurePenalties, starValues, xTracks } from './tracks.js';

export * from './schema.js';

/**
 * Validates a user-supplied component set (`config.components`) and fills defaults.
 * @throws ZodError when the set does not match `componentSetSchema`.
 */
export function parseComponents(input: unknown): ComponentSet {
  return componentSetSchema.parse(input);
}

/** The reference component set of Free at Last, reconstructed where the rulebook is silent (docs/free-at-last/components.md). */
export const referenceComponents: ComponentSet = parseComponents({
  name: 'Free at Last reference set',
  states,
  projects,
  strategy,
  homeCards,
  leaders,
  attorneys,
  legislation,
  dice,
  xTracks,
  starValues,
  failurePenalties,
  cubes,
});
