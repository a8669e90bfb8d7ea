import type { GameRecord } from '../../../core/record.js';
import { renameRecord } from '../../../core/rename-record.js';
import { referenceComponents } from './components.js';

/*
 * Records stored before components had ids (game version 1, where actions named cards, leaders,
 * cities and states by display name) brought to version 2 (issue 36): each name of the reference
 * set becomes its id. A record with a component set of its own cannot be mapped here: its set needs
 * ids first (docs/free-at-last-1955/components.md).
 */

/** Version 1's display names → version 2's ids, for every card, leader, city and state of the reference set. */
export const freeAtLast1955IdsByName: Readonly<Record<string, string>> = Object.fromEntries(
  [...referenceComponents.cards, ...referenceComponents.leaders, ...referenceComponents.cities, ...referenceComponents.states].map((c) => [c.name, c.id]),
);

const FIELDS = ['card', 'leader', 'city', 'to', 'state'] as const;

/**
 * A Free At Last (1955–65) record of version 1 as version 2 (a version 2 record comes back as it
 * is): the same game, its actions naming components by id. Throws for another game or version, and
 * for a record whose config brings its own component set.
 */
export const migrateFreeAtLast1955Record = (record: GameRecord): GameRecord =>
  renameRecord(record, { game: 'free-at-last-1955', from: '1', to: '2', fields: FIELDS, names: freeAtLast1955IdsByName });
