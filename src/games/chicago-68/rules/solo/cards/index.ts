import type { MachineCardRule } from '../card-task.js';
import type { Chicago68CardId } from '../../named-actions.js';
import { advance } from './advance.js';
import { armThePolice } from './arm-the-police.js';
import { drawDown } from './draw-down.js';
import { massArrest } from './mass-arrest.js';
import { partyBosses } from './party-bosses.js';
import { powerBroker } from './power-broker.js';
import { pressConference } from './press-conference.js';
import { stateOversight } from './state-oversight.js';
import { support } from './support.js';
import { teargas } from './teargas.js';

/** Appendix 5: the rule of every Machine Action card, by card id (Machine Mayor, then Machine Police; a misspelt id does not compile). */
const machineCardRules: Readonly<Partial<Record<Chicago68CardId, MachineCardRule>>> = {
  'arm-the-police': armThePolice,
  'party-bosses': partyBosses,
  'power-broker': powerBroker,
  'press-conference': pressConference,
  'state-oversight': stateOversight,
  'advance': advance,
  'draw-down': drawDown,
  'mass-arrest': massArrest,
  'support': support,
  'teargas': teargas,
};

/** The rule of the Machine Action card `id`, or undefined for a card of another deck. */
export const machineCardRule = (id: string): MachineCardRule | undefined => machineCardRules[id as Chicago68CardId];
