import { join } from 'node:path';
import { gameJsonSchemas } from '../core/spaces/json-schemas.js';
import { parseGameCommand } from './game-command.js';
import type { CliIo } from './io.js';

/**
 * `schemas <game> [--out DIR] [config flags]`: the JSON Schemas of the game's config, action, view
 * and observation (for this config), as one JSON object on stdout, or one file each in DIR.
 */
export function schemas(args: string[], io: CliIo): number {
  const options = { seed: { type: 'string' }, players: { type: 'string' }, config: { type: 'string' }, 'max-steps': { type: 'string' }, out: { type: 'string' } } as const;
  const { game, values, config } = parseGameCommand(args, options);
  const layout = game.observationLayout?.(game.setup(config, 0));
  const all = gameJsonSchemas(game.schemas, layout);
  const out = values.out as string | undefined;
  if (out === undefined) {
    io.out(JSON.stringify(all, null, 2));
    return 0;
  }
  io.makeDirectory(out);
  for (const [name, schema] of Object.entries(all)) io.writeFile(join(out, `${game.id}.${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
  io.out(`wrote ${Object.keys(all).length} schemas of ${game.id} to ${out}`);
  return 0;
}
