import { createRequire } from 'node:module';
import type { LogEntry } from 'boardgame.io';
import { expect } from 'vitest';
import { MOVE, boardgameIo, type MatchG } from '../../src/boardgame-io/index.js';
import type { BaseState, Game } from '../../src/index.js';

/*
 * boardgame.io 0.50's subpaths are CommonJS folders (a package.json each, no exports map), which
 * Node's ESM loader cannot import by name: the tests require them.
 */
const require = createRequire(import.meta.url);

export const bgioClient = require('boardgame.io/client') as typeof import('boardgame.io/client');
export const bgioMultiplayer = require('boardgame.io/multiplayer') as typeof import('boardgame.io/multiplayer');
export const bgioServer = require('boardgame.io/server') as typeof import('boardgame.io/server');
export const bgioCore = require('boardgame.io/core') as typeof import('boardgame.io/core');
export const bgioAi = require('boardgame.io/ai') as typeof import('boardgame.io/ai');

/** A client of boardgame.io, as the tests use it. */
export type BgioClient = ReturnType<typeof bgioClient.Client>;

/** The next action of a random legal playout from a seat's view, picked by a seeded counter. */
export function pick<A>(game: Pick<Game<any, any, any, unknown>, 'legalFromView'>, view: unknown, n: number): A {
  const legal = game.legalFromView(view) as A[];
  return legal[(n * 7919 + 13) % legal.length]!;
}

/** Waits until `done()` holds (polling every few milliseconds), or fails after `ms`. */
export async function until(done: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** A match as boardgame.io stores it: the state (our `G` in it) and the log. */
export interface Stored {
  readonly state: { G: MatchG; ctx: { gameover?: unknown; currentPlayer: string }; _stateID: number };
  readonly log: LogEntry[];
}

/** The storage of a `Local` client's master (the one place the whole state is): boardgame.io keeps it on the transport. */
export function storageOf(c: BgioClient): { fetch(matchID: string, opts: object): Stored } {
  return (c as unknown as { transport: { master: { storageAPI: { fetch(matchID: string, opts: object): Stored } } } }).transport.master.storageAPI;
}

/** What {@link playLocal} found. */
export interface LocalMatch {
  readonly steps: number;
  readonly gameover: unknown;
  /** The final state, as the local master stored it. */
  readonly final: BaseState;
}

/**
 * Plays a random game of `game` to its end through boardgame.io's `Client`s on its `Local`
 * multiplayer, one client per seat and a spectator; after every move, checks that the master's
 * current player is our `toMove` and that every client's `G` is its seat's `view` (the spectator's:
 * `view(s, null)`).
 */
export async function playLocal(game: Game<any, any, any, any, any>, config: unknown, seed: string): Promise<LocalMatch> {
  const seats = game.players(config);
  const numPlayers = seats.length;
  const multiplayer = bgioMultiplayer.Local();
  const bg = boardgameIo(game, { config, seed });
  const matchID = 'local';
  const clients = seats.map((_, i) => bgioClient.Client({ game: bg, numPlayers, multiplayer, matchID, playerID: String(i) }));
  const spectator = bgioClient.Client({ game: bg, numPlayers, multiplayer, matchID });
  for (const c of [...clients, spectator]) c.start();
  const storage = storageOf(clients[0]!);
  for (let step = 0; ; step++) {
    const { state } = storage.fetch(matchID, { state: true });
    const s = JSON.parse(state.G.state) as BaseState;
    await until(() => [...clients, spectator].every((c) => c.getState()?._stateID === state._stateID), 'every client to sync');
    clients.forEach((c, i) => expect(c.getState()!.G, `${seats[i]} at step ${step}`).toEqual(game.view(s, seats[i]!)));
    expect(spectator.getState()!.G).toEqual(game.view(s, null));
    if (state.ctx.gameover !== undefined) {
      expect(state.ctx.gameover).toEqual(game.result(s));
      for (const c of [...clients, spectator]) c.stop();
      return { steps: step, gameover: state.ctx.gameover, final: s };
    }
    const who = seats.indexOf(game.toMove(s) as string);
    expect(state.ctx.currentPlayer).toBe(String(who));
    clients[who]!.moves[MOVE]!(pick(game, clients[who]!.getState()!.G, step));
  }
}
