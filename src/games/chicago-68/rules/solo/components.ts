import { machineComponents } from '../../data/components.js';
import type { MachineComponents, MachineTactic } from '../../data/schema.js';
import type { State } from '../../schema.js';
import { board } from '../lookups.js';

/* The solo and co-op components in play: the config's own, else the reference ones. */

/** The Machine's components. */
export function machineSet(s: Pick<State, 'components'>): MachineComponents {
  return board(s).set.machine ?? machineComponents;
}

/** A Machine Tactics card by id. */
export function machineTactic(s: State, id: string): MachineTactic | undefined {
  return machineSet(s).tactics.find((c) => c.id === id);
}
