import type { Game } from '../core/types.js';
import { configFlags } from './config-flags.js';
import { commandHelp, commonOptions } from './usage.js';

/** A game's config flags, one line each: the flag, the values it takes, its default. */
function configFlagLines(game: Game<any, any, any, any>): string[] {
  return configFlags(game).map((f) => `    ${f.flag.padEnd(24)} ${f.values}${f.default === undefined ? '' : ` (default ${f.default})`}`);
}

/** `protest-rules <command> --help`: the command's synopsis and text, and, for commands that play, the config flags of `games`. */
export function helpFor(command: string, games: readonly Game<any, any, any, any>[]): string {
  const help = commandHelp[command]!;
  const lines = [`Usage: ${help.synopsis}`, '', help.text];
  if (help.takesConfig) {
    lines.push('', 'Config flags of each game (values are JSON when they parse as JSON):');
    for (const game of games) lines.push(`  ${game.id} (${game.title}):`, ...configFlagLines(game));
    lines.push('', commonOptions);
  }
  return lines.join('\n');
}
