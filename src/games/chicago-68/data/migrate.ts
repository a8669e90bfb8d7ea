import type { GameRecord } from '../../../core/record.js';
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
export function migrateChicago68Record(record: GameRecord): GameRecord {
  if (record.game !== 'chicago-68') throw new Error(`not a chicago-68 record: ${record.game}`);
  if (record.version === '8') return record;
  if (record.version !== '7') throw new Error(`no migration from chicago-68 version ${record.version}`);
  const config = record.config as { components?: unknown } | undefined;
  if (config?.components !== undefined) throw new Error('a record with its own component set: give the set ids and map its actions by hand');
  const actions = record.actions.map((a) => {
    const out: Record<string, unknown> = { ...a };
    for (const f of FIELDS) {
      const v = out[f];
      if (typeof v === 'string') out[f] = chicago68IdsByName[v] ?? v;
    }
    return out as typeof a;
  });
  return { ...record, version: '8', actions };
}
