import type { GameRecord } from '../../../core/record.js';
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
export function migrateFreeAtLast1955Record(record: GameRecord): GameRecord {
  if (record.game !== 'free-at-last-1955') throw new Error(`not a free-at-last-1955 record: ${record.game}`);
  if (record.version === '2') return record;
  if (record.version !== '1') throw new Error(`no migration from free-at-last-1955 version ${record.version}`);
  const config = record.config as { components?: unknown } | undefined;
  if (config?.components !== undefined) throw new Error('a record with its own component set: give the set ids and map its actions by hand');
  const actions = record.actions.map((a) => {
    const out: Record<string, unknown> = { ...a };
    for (const f of FIELDS) {
      const v = out[f];
      if (typeof v === 'string') out[f] = freeAtLast1955IdsByName[v] ?? v;
    }
    return out as typeof a;
  });
  return { ...record, version: '2', actions };
}
