import { InvalidActionError } from '../../core/errors.js';
import { createRandom, seedRng } from '../../core/rng.js';
import { randomBot } from '../../core/bots.js';
import { rollout } from '../../core/ismcts/rollout.js';
import { findEvaluator } from '../catalog.js';
import type { BaseState, Game } from '../../core/types.js';
import { MAX_GAME_LENGTH, type ResearchRequest, type Snapshot } from './research-protocol.js';
import { decodeCode, observeInto, sizesOf, spacesOf } from './spaces.js';
import { ProtocolError } from './protocol.js';
import type { Frames } from './frames.js';

type AnyGame = Game<any, any, any, any>;

/** Mixed into a rollout's seed for its dice, so that they do not repeat the random policy's draws. */
const DICE_SALT = 0x5bd1e995;

/** An open game as the session holds it. */
export interface OpenGame {
  readonly game: AnyGame;
  readonly players: readonly string[];
  /** The config as the client gave it, for `export`. */
  readonly config: unknown;
  state: unknown;
  legal: unknown[] | undefined;
}

/** What the research ops need of the session that holds the games. */
export interface GameTable {
  readonly catalog: Readonly<Record<string, AnyGame>>;
  get(handle: string): OpenGame;
  /** Opens a game under a new handle (or refuses when too many are open); the session holds it as `get(handle)`, its component sets shared. */
  add(entry: OpenGame): string;
  /** The legal actions of the decider, or the chance outcomes in manual chance mode. */
  legalOf(entry: OpenGame): unknown[];
  status(entry: OpenGame): { toMove: string | null; terminal: boolean; legalCount: number };
  /** A buffer of `size` numbers for one observation, reused by the next answers: an answer's frames copy what they take of it. */
  observationBuffer(size: number): Float32Array;
}

/** A state's legal codes: in legal-list order, and ascending (made when first asked for). */
interface Codes {
  readonly inOrder: number[];
  ascending: Int32Array | undefined;
}

/** The codes of each state's legal list, per state (states are immutable, so this never goes stale). */
const codesByState = new WeakMap<object, Codes>();

function codesEntry(table: GameTable, entry: OpenGame): Codes {
  const key = entry.state as object;
  let codes = codesByState.get(key);
  if (!codes) {
    const { encode } = spacesOf(entry.game);
    codes = { inOrder: table.legalOf(entry).map((a) => encode(entry.state, a)), ascending: undefined };
    codesByState.set(key, codes);
  }
  return codes;
}

/** The integer of each entry of the legal list, in its order. */
function codesOf(table: GameTable, entry: OpenGame): number[] {
  return codesEntry(table, entry).inOrder;
}

/** The legal codes, ascending (shared: never written to). */
function ascendingCodesOf(table: GameTable, entry: OpenGame): Int32Array {
  const codes = codesEntry(table, entry);
  // a typed array sorts numerically
  return (codes.ascending ??= Int32Array.from(codes.inOrder).sort());
}

/** The action a request names by exactly one of action, index or code; `trusted` when taken from the legal list. */
function chosen(table: GameTable, entry: OpenGame, r: { action?: unknown; index?: number; code?: number }): { action: unknown; trusted: boolean } {
  const given = [r.action, r.index, r.code].filter((x) => x !== undefined).length;
  if (given !== 1) throw new ProtocolError('bad-request', 'exactly one of action, index and code is needed');
  if (r.index !== undefined) {
    const legal = table.legalOf(entry);
    if (r.index < 0 || r.index >= legal.length) throw new ProtocolError('bad-index', `index ${r.index} is not in 0..${legal.length - 1}`);
    return { action: legal[r.index], trusted: true };
  }
  if (r.code !== undefined) {
    const at = codesOf(table, entry).indexOf(r.code);
    // A legal code is taken from the legal list; any other is decoded and checked, for the rules' message.
    if (at >= 0) return { action: table.legalOf(entry)[at], trusted: true };
    return { action: decodeCode(entry.game, entry.state, r.code), trusted: false };
  }
  const parsed = entry.game.schemas.action.safeParse(r.action);
  if (!parsed.success) throw new InvalidActionError('Malformed action', parsed.error.issues);
  return { action: parsed.data, trusted: false };
}

function open(table: GameTable, game: AnyGame, config: unknown, state: unknown, legal?: unknown[]): Record<string, unknown> {
  const entry: OpenGame = { game, players: game.players(config), config, state, legal };
  const handle = table.add(entry);
  return { handle, players: entry.players, ...table.status(table.get(handle)) };
}

function restore(table: GameTable, s: Snapshot): Record<string, unknown> {
  if (!Object.hasOwn(table.catalog, s.game)) throw new ProtocolError('unknown-game', `unknown game '${s.game}'; known: ${Object.keys(table.catalog).join(', ')}`);
  const game = table.catalog[s.game]!;
  if (s.version !== game.version) throw new ProtocolError('bad-request', `the snapshot is of ${s.game} v${s.version}; this bridge plays v${game.version}`);
  game.schemas.config.parse(s.config ?? {});
  return open(table, game, s.config ?? {}, game.restore(s.state));
}

/**
 * The reward of each seat: +1 for each winner, -1 for every other seat; in a game cut short, the
 * game's evaluation (a win share in [0, 1]) mapped onto [-1, 1], or 0 for a game without one.
 */
export function rewardsOf(game: AnyGame, players: readonly string[], state: any): number[] {
  const result = game.result(state);
  if (result !== null) return players.map((p) => (result.winners.includes(p) ? 1 : -1));
  const evaluate = findEvaluator(game.id);
  return players.map((p) => (evaluate ? 2 * evaluate(state, p) - 1 : 0));
}

/** `seat`'s observation of the game's state, in the table's reused buffer. */
function observed(table: GameTable, entry: OpenGame, seat: string | null): Float32Array {
  const out = table.observationBuffer(spacesOf(entry.game).observationLayout(entry.state).size);
  observeInto(entry.game, entry.state, seat, out, 0);
  return out;
}

/** A `step` request (docs/protocol.md). */
export type StepRequest = Extract<ResearchRequest, { op: 'step' }>;

/** What a played `step` answers: the new status and, as the request asked, the legal codes (ascending), the observation of the seat to move and the events. */
export interface Stepped {
  readonly game: AnyGame;
  readonly players: readonly string[];
  readonly status: { toMove: string | null; terminal: boolean; legalCount: number };
  readonly codes: Int32Array | undefined;
  /** In the table's reused buffer: copied by the answer before the next request. */
  readonly observation: Float32Array | undefined;
  readonly events: unknown[] | undefined;
}

/** Plays a `step` request's action in its game (the trusted fast path for a legal code or index). */
export function playStep(table: GameTable, r: StepRequest): Stepped {
  if (r.events && r.binary === 'packed') throw new ProtocolError('bad-request', 'a packed answer carries no events: ask for binary "raw" with events');
  const entry = table.get(r.handle);
  const { action, trusted } = chosen(table, entry, r);
  const options = { validate: !trusted, player: r.player };
  let events: unknown[] | undefined;
  if (r.events) {
    const stepped = entry.game.step(entry.state, action, options);
    entry.state = stepped.state;
    events = stepped.events;
  } else entry.state = entry.game.apply(entry.state, action, options);
  entry.legal = undefined;
  const status = table.status(entry);
  const codes = r.codes || r.binary === 'packed' ? ascendingCodesOf(table, entry) : undefined;
  const observation = r.observe && !status.terminal ? observed(table, entry, status.toMove === 'chance' ? null : status.toMove) : undefined;
  return { game: entry.game, players: entry.players, status, codes, observation, events };
}

/** Answers a request of `researchRequests` (docs/protocol.md). */
export function answerResearch(table: GameTable, r: ResearchRequest, frames: Frames): Record<string, unknown> {
  switch (r.op) {
    case 'clone': {
      // States are immutable: the copy shares the state (and its legal list) at no cost.
      const entry = table.get(r.handle);
      return open(table, entry.game, entry.config, entry.state, entry.legal);
    }
    case 'export': {
      const { game, config, state } = table.get(r.handle);
      return { snapshot: { game: game.id, version: game.version, config, state } satisfies Snapshot };
    }
    case 'restore':
      return restore(table, r.snapshot);
    case 'determinize': {
      const entry = table.get(r.handle);
      const { game, players } = entry;
      if (!game.determinize) throw new ProtocolError('bad-request', `${game.id} has no determinizer`);
      if (!players.includes(r.player)) throw new ProtocolError('unknown-player', `no seat '${r.player}'; seats: ${players.join(', ')}`);
      return open(table, game, entry.config, game.determinize(entry.state, r.player, createRandom(r.seed ?? 0)));
    }
    case 'step': {
      const { status, codes, observation, events, game } = playStep(table, r);
      return {
        ...status,
        ...(codes && { codes: frames.of(codes) }),
        ...(observation && { observation: frames.of(observation) }),
        ...(events && { events, texts: events.map((e) => game.describeEvent(e as never)) }),
      };
    }
    case 'describe': {
      const entry = table.get(r.handle);
      const { action } = chosen(table, entry, r);
      return { text: entry.game.describe(entry.state, action) };
    }
    case 'info': {
      const { game, players, state } = table.get(r.handle);
      return {
        game: game.id,
        version: game.version,
        players,
        chance: (state as { chance?: unknown }).chance,
        ...sizesOf(game, state),
        maxGameLength: MAX_GAME_LENGTH,
        // The rewards of the Python clients: +1 for each winner, -1 for every other seat.
        minUtility: -1,
        maxUtility: 1,
        generalSum: true,
        rewards: 'terminal',
        determinize: game.determinize !== undefined,
      };
    }
    case 'chance': {
      const entry = table.get(r.handle);
      if (entry.game.toMove(entry.state) !== 'chance') throw new ProtocolError('bad-request', 'not a chance node (chance nodes are offered only with chance: "manual")');
      const codes = codesOf(table, entry);
      const outcomes = entry.game.chanceOutcomes(entry.state).map((o, i) => [codes[i]!, o.probability] as const);
      return { outcomes: outcomes.sort((a, b) => a[0] - b[0]) };
    }
    case 'rollout': {
      // The evaluation of a search's leaf, in-process: random playouts from the current state.
      const { game, players, state } = table.get(r.handle);
      const seed = r.seed ?? 0;
      const policy = randomBot(seed);
      const dice = createRandom(seed ^ DICE_SALT);
      const count = r.count ?? 1;
      const totals = players.map(() => 0);
      for (let i = 0; i < count; i++) {
        // Chance is drawn as in 'auto' mode, from an RNG of this seed: the same outcome weights as
        // sampling each manual chance node, without listing the outcomes and applying each one (~12 %
        // less CPU for Free at Last, docs/research.md). A start at a chance node is sampled first.
        const start = { ...(state as BaseState), chance: 'auto' as const, rng: seedRng(dice.int(0x7fffffff)) };
        const end = rollout(game, start, policy, dice, r.depth ?? MAX_GAME_LENGTH);
        rewardsOf(game, players, end).forEach((x, s) => (totals[s]! += x));
      }
      return { returns: totals.map((t) => t / count) };
    }
  }
}

