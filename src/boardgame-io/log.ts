import type { LogEntry } from 'boardgame.io';
import type { GameRecord } from '../core/record.js';
import type { Game } from '../core/types.js';
import { MOVE, type MatchG } from './game.js';

/**
 * The record of a match (`{ game, version, config, seed, actions }`), for our `replay`, from its
 * final `G` and boardgame.io's log of it (the server's: `db.fetch(matchID, { state: true, log: true })`).
 * Undone moves are left out, redone ones kept, as boardgame.io's `UNDO` and `REDO` entries say.
 */
export function matchRecord(game: Pick<Game, 'id' | 'version'>, G: MatchG, log: readonly LogEntry[]): GameRecord {
  const actions: GameRecord['actions'] = [];
  const undone: GameRecord['actions'] = [];
  for (const { action } of log) {
    if (action.type === 'MAKE_MOVE' && action.payload.type === MOVE) {
      actions.push((action.payload.args as [GameRecord['actions'][number]])[0]);
      undone.length = 0;
    } else if (action.type === 'UNDO') undone.push(actions.pop()!);
    else if (action.type === 'REDO') actions.push(undone.pop()!);
  }
  return { game: game.id, version: game.version, config: G.config, seed: G.seed, actions };
}
