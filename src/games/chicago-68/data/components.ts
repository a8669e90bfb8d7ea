import { actionCards as namedActionCards } from './action-cards.js';
import { withIds } from './ids.js';
import { incendiary as namedIncendiary } from './incendiary.js';
import { machineComponents as namedMachine } from './machine-cards.js';
import { areas as namedAreas, paths as namedPaths, setupBarbedWire, setupBarricades } from './map.js';
import { mobChaos as namedMobChaos } from './mob-chaos.js';
import { policies as namedPolicies } from './policies.js';
import { componentSetSchema, type ComponentSet, type Counts, type MachineComponents } from './schema.js';
import { streetTheater as namedStreetTheater } from './street-theater.js';
import { tactics as namedTactics } from './tactics.js';

/**
 * Every count the Components list gives, and the reconstructed values the rules need.
 * Small red cubes are shared by Lv1 MOBEs and McCarthy Delegates (Components, 2.5.2).
 */
export const counts: Counts = {
  policeL1: 13, // reconstructed: 57 small blue cubes are shared with unlimited Capital; 1 + 4 placed in setup + 8 Reserves
  smallBlue: 57, // Components: 57 small blue cubes (Lv1 Platoons, Humphrey Delegates, Capital)
  policeL2: 11, // Components: 11 big blue cubes
  tac: 2, // Components
  smallRed: 28, // Components: 28 small red cubes
  mobeL2: 7, // Components
  agitators: 5, // Components
  rallyFlags: [1, 1, 2, 3], // Components: +1, +1, +2, +3
  nationalGuard: 3, // Components
  barbedWire: 6, // Components
  barricades: 6, // Components
  tearGas: 6, // Components
  minusCapital: 9, // Components
  pinkDelegates: 5, // 6.3.1
  posts: 6, // Components (Incendiary Events)
  reservesL1: 8, // reconstructed: Reserves size not printed
  policeSupplyBarbedWire: 2, // reconstructed: Police Supply at setup not printed
  policeSupplyTearGas: 3, // reconstructed
  delegateTrack: 11, // reconstructed: odd, so that a majority always exists
  exposureTrack: 10, // reconstructed: spaces on each side of the central star
  startingCapital: 3, // reconstructed
  startingPolicies: 3, // reconstructed from the solo setup ("first three spaces on the splay as usual")
  turnCardsPerFaction: 3, // reconstructed: 6.1 deck, one card per possible action
};

/** The reference component set of this project: the data files' names, each entry with its id (data/ids.ts); validated at load. */
export const referenceComponents: ComponentSet = componentSetSchema.parse(
  withIds({
    areas: namedAreas,
    paths: namedPaths,
    setupBarricades,
    setupBarbedWire,
    actionCards: namedActionCards,
    streetTheater: namedStreetTheater,
    policies: namedPolicies,
    tactics: namedTactics,
    mobChaos: namedMobChaos,
    incendiary: namedIncendiary,
    machine: namedMachine,
    counts,
  }),
);

/** The reference solo and co-op components, with their ids. */
export const machineComponents: MachineComponents = referenceComponents.machine!;

/** The reference set's parts, with their ids (the City Areas, Paths between them by area id, and each deck). */
export const { areas, paths, actionCards, streetTheater, policies, tactics, mobChaos, incendiary } = referenceComponents;
/** The Machine's Action cards, Tactics and Policies, with their ids. */
export const { actions: machineActions, tactics: machineTactics, policies: machinePolicies } = machineComponents;
