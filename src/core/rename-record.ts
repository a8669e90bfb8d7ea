import type { GameRecord } from './record.js';

/** How a game's records of one version name components in a later one (see {@link renameRecord}). */
interface RecordRenaming {
  /** The game's id. */
  readonly game: string;
  /** The version whose records are renamed. */
  readonly from: string;
  /** The version they become. */
  readonly to: string;
  /** The action fields that may hold a component's old name. */
  readonly fields: readonly string[];
  /** Old name → new name; a value not listed is kept. */
  readonly names: Readonly<Record<string, string>>;
}

/**
 * A record of version `from` as version `to` (a record of `to` comes back as it is), each listed
 * action field renamed by `names`. Throws for another game or version, and for a record whose
 * config brings its own component set (its names are not the reference set's).
 */
export function renameRecord(record: GameRecord, r: RecordRenaming): GameRecord {
  if (record.game !== r.game) throw new Error(`not a ${r.game} record: ${record.game}`);
  if (record.version === r.to) return record;
  if (record.version !== r.from) throw new Error(`no migration from ${r.game} version ${record.version}`);
  const config = record.config as { components?: unknown } | undefined;
  if (config?.components !== undefined) throw new Error('a record with its own component set: give the set ids and map its actions by hand');
  const actions = record.actions.map((a) => {
    const out: Record<string, unknown> = { ...a };
    for (const f of r.fields) {
      const v = out[f];
      if (typeof v === 'string') out[f] = r.names[v] ?? v;
    }
    return out as typeof a;
  });
  return { ...record, version: r.to, actions };
}
