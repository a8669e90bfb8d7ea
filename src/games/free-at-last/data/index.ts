import { componentSetSchema, type ComponentSet } from './schema.js';

/*
 * PLACEHOLDER written by the integrator: the data helper replaces it with the full reference set.
 */

/** The reference component set. */
export const referenceComponents: ComponentSet = undefined as unknown as ComponentSet;

/** Validates a user-supplied component set. */
export function parseComponents(input: unknown): ComponentSet {
  return componentSetSchema.parse(input);
}
