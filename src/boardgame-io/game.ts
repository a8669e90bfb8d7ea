import type { Ctx, Game as BgioGame } from 'boardgame.io';
import { RulesError } from '../core/errors.js';
import { undoableStep } from '../core/history.js';
import type { Seed } from '../core/seed.js';
import type { BaseAction, BaseState, Game, Player } from '../core/types.js';
import { matchSeed } from './seed.js';

/** boardgame.io's `INVALID_MOVE` (from `boardgame.io/core`): a move that returns it changes nothing. */
export const INVALID_MOVE = 'INVALID_MOVE';

/** The name of the one move of every adapted game: `client.moves.act(action)`. */
export const MOVE = 'act';

/**
 * A match's `G` on the server: our state and what replays it. Clients never hold it: boardgame.io
 * sends each client its `playerView`, which is our `view` (see {@link boardgameIo}).
 */
export interface MatchG<In = unknown> {
  /** The config the match was set up with (the lobby's `setupData`, or the adapter's default). */
  readonly config: In;
  /** Our seed, full width, drawn at setup from boardgame.io's `random` (see {@link BoardgameIoOptions.seed}). */
  readonly seed: Seed;
  /**
   * Our state as JSON text: boardgame.io runs moves through Immer, which would otherwise draft and
   * freeze the whole state on every move. Read it with {@link matchState}.
   */
  readonly state: string;
  /** Whether the last move may be undone (`undoableStep`: no chance, no reveal, not the end). */
  readonly undoable: boolean;
}

/** What a rejected action is reported with to {@link BoardgameIoOptions.onRejected}. */
export interface Rejection {
  readonly playerID: string;
  /** The seat of `playerID`, or `null` when it has none. */
  readonly seat: Player | null;
  /** The move's argument as the client sent it. */
  readonly action: unknown;
  /** Our error: `InvalidActionError` (malformed) or `IllegalActionError` (reason and rule section). */
  readonly error: RulesError;
}

/** Options of {@link boardgameIo}. */
export interface BoardgameIoOptions<In> {
  /**
   * The config of a match created without `setupData` (the lobby's `createMatch` passes its
   * `setupData` as the config): a config, or a function of boardgame.io's `numPlayers`. Default `{}`
   * (the game's defaults). Either way the config must seat exactly `numPlayers`.
   */
  readonly config?: In | ((numPlayers: number) => In);
  /**
   * boardgame.io's `Game.seed`: every match of this game then draws the same seed, so that matches
   * repeat (tests, puzzles). Without it (the default) boardgame.io seeds each match from the clock,
   * which a client could search, and the adapter mixes 128 bits of Web Crypto into our seed.
   */
  readonly seed?: string | number;
  /** Undo where our rules allow it (`true`, the default), or never (boardgame.io's `disableUndo`). */
  readonly undo?: boolean;
  /** Called on the server for every action our rules reject, with our error (for logs or a side channel). */
  readonly onRejected?: (rejection: Rejection) => void;
}

/** The seat a player id stands for: `'0'` is the first seat of `players(config)`, `'1'` the second… */
function seatAt(seats: readonly Player[], playerID: string | null | undefined): Player | null {
  if (playerID === null || playerID === undefined || !/^(0|[1-9][0-9]*)$/.test(playerID)) return null;
  return seats[Number(playerID)] ?? null;
}

/** Whether `G` is a match's `G` (the server's) rather than a view (a client's). */
export function isMatchG(G: unknown): G is MatchG {
  return typeof G === 'object' && G !== null && typeof (G as MatchG).state === 'string' && 'seed' in G && 'undoable' in G;
}

// One parsed state per adapter: every hook of a move reads the same `G.state`.
function stateReader<S>(): (G: MatchG) => S {
  let text: string | null = null;
  let state: S | null = null;
  return (G) => {
    if (G.state !== text) {
      state = JSON.parse(G.state) as S;
      text = G.state;
    }
    return state!;
  };
}

/** Our state of a match's `G` (on the server: the lobby's storage, a `Master`'s subscriber, a bot). */
export function matchState<S extends BaseState>(game: Pick<Game<S>, 'restore'>, G: MatchG): S {
  return game.restore(JSON.parse(G.state));
}

/**
 * Turns one of our games into a boardgame.io `Game`, so that boardgame.io's server, lobby, clients,
 * bots and debug panel host it (docs/boardgame-io.md):
 * - `setup` seeds our generator with a full-width seed drawn from boardgame.io's seeded `random`
 *   (see {@link BoardgameIoOptions.seed}); the seed is kept in `G`, so a match replays from its log.
 * - One move, `act`, carries our action; our `apply` checks it for the seat that sends it. A
 *   rules error is `INVALID_MOVE` (nothing changes); the server hands our error to
 *   {@link BoardgameIoOptions.onRejected}, and a client gets the same verdict from its view with
 *   {@link rejection}. The move runs on the server only (`client: false`): a client holds a view.
 * - Seats: boardgame.io's player id `'i'` is seat `i` of `game.players(config)` (turn order). The
 *   current player is always our `toMove`; chance is resolved by our rules (`chance: 'auto'`;
 *   `'manual'` is refused).
 * - `playerView` is our `view` (a spectator's, `view(s, null)`, for a client without a seat): a
 *   client's `G` is its view. Moves are redacted in the log for every other client.
 * - `endIf` is our `result`: `ctx.gameover` is our `GameResult` (seats by name).
 * - `ai.enumerate` lists our `legalActions` (from a view, `legalFromView`), so boardgame.io's bots
 *   and debug panel play.
 * - Undo takes back a seat's own decisions while no other seat has decided since, and never a
 *   step that crossed chance, revealed hidden information or ended the game (`undoableStep`, as
 *   `history` allows).
 *
 * @example
 * ```ts
 * import { boardgameIo } from 'protest-rules/boardgame-io';
 * import { chicago68 } from 'protest-rules/chicago-68';
 *
 * const game = boardgameIo(chicago68, { config: { players: 2 } });
 * console.log(game.name, Object.keys(game.moves ?? {})); // chicago-68 [ 'act' ]
 * ```
 */
export function boardgameIo<S extends BaseState, A extends BaseAction, C, V, In>(
  game: Game<S, A, C, V, In, any, any, any>,
  options: BoardgameIoOptions<In> = {},
): BgioGame<MatchG<In>> {
  const read = stateReader<S>();
  const seatsOf = (G: MatchG<In>): readonly Player[] => game.seatsOf?.(read(G)) ?? game.players(G.config);
  const configFor = (numPlayers: number): In => {
    const c = options.config;
    return (typeof c === 'function' ? (c as (n: number) => In)(numPlayers) : c) ?? ({} as In);
  };
  /** Why a config cannot be this match's, or `undefined`. */
  const configProblem = (config: In, numPlayers: number): string | undefined => {
    const parsed = game.schemas.config.safeParse(config);
    if (!parsed.success) return `Not a config of ${game.id}: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
    if ((parsed.data as { chance?: unknown }).chance === 'manual') return 'boardgame.io resolves chance by our rules: use chance "auto"';
    const seats = game.players(config);
    if (seats.length !== numPlayers) return `This ${game.id} config seats ${seats.length} (${seats.join(', ')}), not ${numPlayers}`;
    return undefined;
  };
  /** The position in play order (= player id) of the seat to move, if a seat is to move. */
  const current = (G: MatchG<In>): number | undefined => {
    const who = game.toMove(read(G));
    const i = who === null ? -1 : seatsOf(G).indexOf(who);
    return i < 0 ? undefined : i;
  };
  const enumerate = (G: MatchG<In> | V, playerID: string): A[] => {
    if (!isMatchG(G)) return game.legalFromView(G);
    const s = read(G);
    return seatAt(seatsOf(G), playerID) === game.toMove(s) ? game.legalActions(s) : [];
  };
  return {
    name: game.id,
    seed: options.seed,
    disableUndo: options.undo === false,
    validateSetupData: (setupData, numPlayers) => configProblem((setupData as In | undefined) ?? configFor(numPlayers), numPlayers),
    setup: ({ random, ctx }, setupData?: In) => {
      const config = setupData ?? configFor(ctx.numPlayers);
      const problem = configProblem(config, ctx.numPlayers);
      if (problem !== undefined) throw new RulesError(problem);
      const seed = matchSeed(random, options.seed === undefined);
      return { config, seed, state: JSON.stringify(game.setup(config, seed)), undoable: false };
    },
    moves: {
      [MOVE]: {
        move: ({ G, playerID }, input: unknown) => {
          const before = read(G);
          const seat = seatAt(seatsOf(G), playerID);
          try {
            if (seat === null) throw new RulesError(`Player ${playerID} has no seat in this match.`);
            const { state, events } = game.stepUnknown(before, input, { player: seat });
            // When another seat decides next, boardgame.io's turn ends and its undo stack is cleared.
            const undoable = options.undo !== false && game.toMove(state) === seat && undoableStep(game, seat, before, input as A, state, events);
            return { config: G.config, seed: G.seed, state: JSON.stringify(state), undoable };
          } catch (e) {
            if (!(e instanceof RulesError)) throw e;
            options.onRejected?.({ playerID, seat, action: input, error: e });
            return INVALID_MOVE;
          }
        },
        client: false,
        redact: true,
        undoable: ({ G }) => G.undoable,
      },
    },
    turn: {
      order: {
        first: ({ G, ctx }) => current(G) ?? ctx.playOrderPos,
        next: ({ G, ctx }) => current(G) ?? ctx.playOrderPos,
      },
      endIf: ({ G, ctx }) => {
        const i = current(G);
        return i !== undefined && String(i) !== ctx.currentPlayer;
      },
    },
    endIf: ({ G }) => game.result(read(G)) ?? undefined,
    playerView: ({ G, playerID }) => (isMatchG(G) ? game.view(read(G), seatAt(seatsOf(G), playerID)) : G),
    ai: {
      enumerate: (G: MatchG<In>, _ctx: Ctx, playerID: string) => enumerate(G, playerID).map((a) => ({ move: MOVE, args: [a] })),
    },
  };
}
