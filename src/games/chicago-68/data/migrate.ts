import type { GameRecord } from '../../../core/record.js';
import { renameRecord } from '../../../core/rename-record.js';
import { referenceComponents } from './components.js';

/*
 * Records stored before City Areas and cards had ids (game version 7, where actions named them by
 * display name) brought to version 8 (issue 36): each name of the reference set becomes its id.
 * Paths kept their ids. A record with a component set of its own cannot be mapped here: its set
 * needs ids first (docs/chicago-68/components.md).
 */

const m = referenceComponents.machine!;

/** Version 7's display names → version 8's ids, for every City Area and card (of every deck, the Machine's too) of the reference set. */
export const chicago68IdsByName: Readonly<Record<string, string>> = Object.fromEntries(
  [referenceComponents.areas, referenceComponents.actionCards, referenceComponents.streetTheater, referenceComponents.policies, referenceComponents.tactics, referenceComponents.mobChaos, referenceComponents.incendiary, m.actions, m.tactics, m.policies]
    .flat()
    .map((c) => [c.name, c.id]),
);

/** The action fields that name an area or a card (`item`: a card drawn in manual chance mode; Delegate colours and factions are left as they are). */
const FIELDS = ['card', 'area', 'from', 'to', 'item'] as const;

/**
 * A Chicago '68 record of version 7 as version 8 (a version 8 record comes back as it is): the
 * same game, its actions naming City Areas and cards by id. Throws for another game or version,
 * and for a record whose config brings its own component set.
 */
export const migrateChicago68Record = (record: GameRecord): GameRecord =>
  renameRecord(record, { game: 'chicago-68', from: '7', to: '8', fields: FIELDS, names: chicago68IdsByName });
