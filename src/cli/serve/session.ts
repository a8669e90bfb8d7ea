import { IllegalActionError, InvalidActionError, InvalidConfigError, InvalidStateError } from '../../core/errors.js';
import type { Game, ToMove } from '../../core/types.js';
import { answerResearch, playStep, type GameTable, type OpenGame } from './research-ops.js';
import { packedAnswer, packedStepOf } from './packed-step.js';
import { VectorTable } from './vector-ops.js';
import { Frames, frameMode } from './frames.js';
import { decodeCode, encodeAction, layoutsOf, legalCodes, sizesOf, spacesOf } from './spaces.js';
import { defaultLimits, type BridgeLimits } from './limits.js';
import { OverlongLine, type Line } from './lines.js';
import { componentsOf, SharedSets } from './shared-sets.js';
import { bounded, PROTOCOL_VERSION, ProtocolError, requestSchema, type Request } from './protocol.js';

/** One open game and, once asked for, the legal list of its current state. */
type Open = OpenGame;

/** Where the current decider is: the game's `toMove`, whether it is over, how many choices it has. */
type Status = {
  toMove: ToMove;
  terminal: boolean;
  legalCount: number;
};

type Answer = Record<string, unknown>;

/** What an open game is charged against the memory budget (see {@link BridgeLimits.maxBytes}). */
interface Charge {
  bytes: number;
  /** The request line that opened it, its component set apart, part of its charge. */
  readonly requestBytes: number;
  /** Statuses answered since its state was last measured. */
  moves: number;
  /** The component sets it holds with the other games (charged once, in {@link SharedSets}). */
  readonly sets: readonly string[];
  /** Its state's shared component set, left out of the state's measure. */
  readonly stateSet: object | null;
}

/** The JSON length of each state measured: states are immutable, so clones of one share it. */
const jsonLengths = new WeakMap<object, number>();

function jsonLength(state: unknown): number {
  if (typeof state !== 'object' || state === null) return JSON.stringify(state).length;
  let length = jsonLengths.get(state);
  if (length === undefined) jsonLengths.set(state, (length = JSON.stringify(state).length));
  return length;
}

/** The JSON length of a state, its component set left out when it is the shared one (`set`). */
function ownLength(state: unknown, set: object | null): number {
  if (set === null || componentsOf(state) !== set) return jsonLength(state);
  return jsonLength({ ...(state as object), components: null });
}

/** A game's state is re-measured against the budget every this many moves (a JSON text costs ~0.07 ms). */
const REMEASURE_EVERY = 256;

/**
 * The `serve --stdio` bridge without its streams: it answers one request line with one response
 * line, holding many games by handle. Every failure is answered as JSON with a stable error kind.
 * It holds at most `limits.maxGames` games and `limits.maxBytes` of them (docs/security.md §6).
 */
export class BridgeSession implements GameTable {
  private readonly open = new Map<string, Open>();
  private readonly charges = new WeakMap<Open, Charge>();
  private readonly sets = new SharedSets();
  private next = 1;
  private charged = 0;
  /** Games held in vectors, counted against `limits.maxGames` beside the open ones. */
  private vectorGames = 0;
  private readonly vectors: VectorTable;
  /** The length of the request line being answered: a game it opens is charged it. */
  private lineLength = 0;
  /** The buffer of `observationBuffer`. */
  private observation = new Float32Array(0);

  constructor(
    readonly catalog: Readonly<Record<string, Game<any, any, any, any>>>,
    private readonly limits: BridgeLimits = defaultLimits(),
  ) {
    this.vectors = new VectorTable({
      catalog: this.catalog,
      reserve: (games, bytes) => {
        this.roomForGames(games);
        this.charged += this.room(bytes);
        this.vectorGames += games;
      },
      release: (games, bytes) => {
        this.charged -= bytes;
        this.vectorGames -= games;
      },
    });
  }

  /** What the open games are charged against `limits.maxBytes`. */
  get bytesInUse(): number {
    return this.charged;
  }

  /** The response line to one request line (or to one the transport dropped as too long). */
  answer(line: Line): string {
    return this.respond(line).text;
  }

  /** What is written for one request line: its response line, the newline and the raw frames, in one chunk (one write, one wake-up of the client). */
  respondChunk(line: Line): string | Buffer {
    const { text, tail } = this.respond(line);
    if (tail === undefined) return `${text}\n`;
    const head = Buffer.byteLength(text) + 1;
    const chunk = Buffer.allocUnsafe(head + tail.length);
    chunk.write(text, 0, 'utf8');
    chunk[head - 1] = 0x0a;
    chunk.set(tail, head);
    return chunk;
  }

  /**
   * The response to one request line: its line (without the newline) and, when the request asked for
   * raw frames (`binary: "raw"` or `"packed"`), the bytes that follow that line (`rawBytes` of them).
   */
  respond(line: Line): { text: string; tail: Buffer | undefined } {
    let id: unknown = null;
    try {
      const bytes = line instanceof OverlongLine ? line.bytes : Buffer.byteLength(line);
      if (line instanceof OverlongLine || bytes > this.limits.maxLine) throw new ProtocolError('too-long', `a request of ${bytes} bytes: the limit is ${this.limits.maxLine} (--max-line)`);
      this.lineLength = line.length;
      let r: Request | undefined = packedStepOf(line);
      if (r === undefined) {
        let raw: unknown;
        try {
          raw = JSON.parse(line);
        } catch {
          throw new ProtocolError('bad-json', 'the request is not JSON');
        }
        id = idOf(raw);
        const parsed = requestSchema.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new ProtocolError('bad-request', `${issue.path.join('.') || '(root)'}: ${issue.message}`);
        }
        r = parsed.data;
      }
      // A packed step answers without JSON (packed-step.ts).
      if (r.op === 'step' && r.binary === 'packed') return packedAnswer(playStep(this, r));
      // Vectors always send frames: base64 unless raw (or JSON lists) is asked for.
      const frames = new Frames(frameMode('binary' in r ? r.binary : undefined, r.op === 'vector' || r.op === 'vstep' ? 'base64' : 'json'));
      const answer = this.run(r, frames);
      if (frames.tailBytes === 0) return { text: JSON.stringify({ id, ok: true, ...answer }), tail: undefined };
      return { text: JSON.stringify({ id, ok: true, ...answer, rawBytes: frames.tailBytes }), tail: frames.tail() };
    } catch (e) {
      return { text: JSON.stringify({ id, ok: false, error: errorOf(e) }), tail: undefined };
    }
  }

  private run(r: Request, frames: Frames): Answer {
    switch (r.op) {
      case 'hello':
        return { protocol: PROTOCOL_VERSION };
      case 'games':
        return { games: Object.values(this.catalog).map((g) => ({ id: g.id, title: g.title, version: g.version })) };
      case 'new': {
        // own keys only: '__proto__' or 'toString' are not games
        if (!Object.hasOwn(this.catalog, r.game)) throw new ProtocolError('unknown-game', `unknown game '${r.game}'; known: ${Object.keys(this.catalog).join(', ')}`);
        const game = this.catalog[r.game]!;
        this.room(this.lineLength);
        const config = r.config ?? {};
        const state = game.setup(config, r.seed ?? 0);
        const handle = this.add({ game, players: game.players(config), config, state, legal: undefined });
        const entry = this.get(handle);
        return { handle, players: entry.players, config: game.schemas.config.parse(config), ...sizesOf(game, entry.state), ...status(entry) };
      }
      case 'legal': {
        const entry = this.get(r.handle);
        const toMove = entry.game.toMove(entry.state);
        const answer: Answer = { toMove, actions: legalOf(entry) };
        if (toMove === 'chance') answer.probabilities = entry.game.chanceOutcomes(entry.state).map((o) => o.probability);
        return answer;
      }
      case 'apply': {
        const entry = this.get(r.handle);
        const given = [r.action, r.index, r.code].filter((x) => x !== undefined).length;
        if (given !== 1) throw new ProtocolError('bad-request', 'apply needs exactly one of action, index and code');
        if (r.code !== undefined) {
          entry.state = entry.game.apply(entry.state, decodeCode(entry.game, entry.state, r.code), { player: r.player });
        } else if (r.index !== undefined) {
          const legal = legalOf(entry);
          if (r.index < 0 || r.index >= legal.length) throw new ProtocolError('bad-index', `index ${r.index} is not in 0..${legal.length - 1}`);
          // Taken from the legal list: the trusted fast path is safe.
          entry.state = entry.game.apply(entry.state, legal[r.index], { validate: false, player: r.player });
        } else entry.state = entry.game.applyUnknown(entry.state, r.action, { player: r.player });
        entry.legal = undefined;
        return this.status(entry);
      }
      case 'view':
      case 'observe': {
        const { game, state, players } = this.get(r.handle);
        const player = r.player ?? null;
        if (player !== null && !players.includes(player)) throw new ProtocolError('unknown-player', `no seat '${player}'; seats: ${players.join(', ')}`);
        if (r.op === 'view') return { view: game.view(state, player) };
        const observation = spacesOf(game).observe(state, player);
        return { observation: frames.of(observation) };
      }
      case 'spaces': {
        const { game, state } = this.get(r.handle);
        return layoutsOf(game, state);
      }
      case 'mask': {
        const { game, state } = this.get(r.handle);
        const legal = legalCodes(game, state);
        return { toMove: game.toMove(state), size: spacesOf(game).actionSpace(state).size, legal: frames.of(Int32Array.from(legal)) };
      }
      case 'encode': {
        const { game, state } = this.get(r.handle);
        const parsed = game.schemas.action.safeParse(r.action);
        if (!parsed.success) throw new InvalidActionError('Malformed action', parsed.error.issues);
        return { code: encodeAction(game, state, parsed.data) };
      }
      case 'decode': {
        const { game, state } = this.get(r.handle);
        return { action: decodeCode(game, state, r.code) };
      }
      case 'prompt': {
        const { game, state } = this.get(r.handle);
        return { prompt: game.prompt(state) };
      }
      case 'result': {
        const { game, state } = this.get(r.handle);
        return { result: game.result(state) };
      }
      case 'close': {
        const entry = this.get(r.handle);
        const charge = this.charges.get(entry)!;
        this.charged -= charge.bytes;
        for (const key of charge.sets) this.charged -= this.sets.give(key);
        this.open.delete(r.handle);
        return {};
      }
      case 'vector':
      case 'vstep':
      case 'vclose':
        return this.vectors.answer(r, this.lineLength, frames);
      default:
        return answerResearch(this, r, frames);
    }
  }

  /**
   * Opens a game, charged the request line and its state's JSON, unless a limit refuses it. Its
   * config's and its state's component sets are held once for all the games that have them.
   */
  add(entry: Open): string {
    this.roomForGames(1);
    const configSet = componentsOf(entry.config);
    const stateSet = componentsOf(entry.state);
    const fromConfig = configSet && this.sets.find(configSet);
    const found = stateSet && this.sets.find(stateSet);
    // a parsed set may be the config's as given: then it is held once, as one
    const fromState = found && fromConfig?.key === found.key ? { ...found, value: fromConfig.value, added: 0 } : found;
    const shared = [fromConfig, fromState].filter((x) => x !== null);
    const requestBytes = Math.max(0, this.lineLength - (fromConfig?.bytes ?? 0));
    const state = fromState ? { ...(entry.state as object), components: fromState.value } : entry.state;
    const own = requestBytes + ownLength(state, fromState?.value ?? null);
    const added = shared.reduce((n, s) => n + s.added, 0);
    this.room(own + added);
    for (const s of shared) this.sets.take(s);
    const held: Open = { ...entry, config: fromConfig ? { ...(entry.config as object), components: fromConfig.value } : entry.config, state };
    const handle = `g${this.next++}`;
    this.open.set(handle, held);
    this.charges.set(held, { bytes: own, requestBytes, moves: 0, sets: shared.map((s) => s.key), stateSet: fromState?.value ?? null });
    this.charged += own + added;
    return handle;
  }

  /** A `too-many-games` error when `games` more would pass `limits.maxGames`. */
  private roomForGames(games: number): void {
    if (this.open.size + this.vectorGames + games > this.limits.maxGames) throw new ProtocolError('too-many-games', `at most ${this.limits.maxGames} games open at once (--max-games), vectors' included: close some`);
  }

  /** `bytes`, or a `too-large` error when the open games and these would pass the budget. */
  private room(bytes: number): number {
    if (this.charged + bytes > this.limits.maxBytes) {
      throw new ProtocolError('too-large', `the game takes ${bytes} bytes of JSON and ${this.limits.maxBytes - this.charged} of the ${this.limits.maxBytes} (--max-bytes) are free: close some games`);
    }
    return bytes;
  }

  legalOf(entry: Open): unknown[] {
    return legalOf(entry);
  }

  /** One buffer for the observation an answer carries: each answer's {@link Frames} copy it (a list, base64, or the raw tail) before the next is answered. */
  observationBuffer(size: number): Float32Array {
    if (this.observation.length !== size) this.observation = new Float32Array(size);
    return this.observation;
  }

  /** The status after a move; every {@link REMEASURE_EVERY} moves the game's charge is re-measured (an open game is never refused: it plays on). */
  status(entry: Open): Status {
    const charge = this.charges.get(entry);
    if (charge && ++charge.moves >= REMEASURE_EVERY) {
      const bytes = charge.requestBytes + ownLength(entry.state, charge.stateSet);
      this.charged += bytes - charge.bytes;
      charge.bytes = bytes;
      charge.moves = 0;
    }
    return status(entry);
  }

  get(handle: string): Open {
    const entry = this.open.get(handle);
    if (!entry) throw new ProtocolError('unknown-handle', `no open game '${handle}'`);
    return entry;
  }
}

/** The legal actions of the decider, or the outcomes at a chance node (manual chance mode). */
function legalOf(entry: Open): unknown[] {
  if (entry.legal) return entry.legal;
  const { game, state } = entry;
  entry.legal = game.toMove(state) === 'chance' ? game.chanceOutcomes(state).map((o) => o.outcome) : game.legalActions(state);
  return entry.legal;
}

function status(entry: Open): Status {
  const toMove = entry.game.toMove(entry.state);
  return { toMove, terminal: toMove === null, legalCount: legalOf(entry).length };
}

/** The request's `id` when it is one the protocol echoes, else null. */
function idOf(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || !('id' in raw)) return null;
  const id = (raw as { id: unknown }).id;
  return (typeof id === 'string' && id.length <= 100) || typeof id === 'number' ? id : null;
}

function errorOf(e: unknown): { kind: string; message: string } {
  const issues = (list: { path: PropertyKey[]; message: string }[]) => list.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  if (e instanceof ProtocolError) return { kind: e.kind, message: bounded(e.message) };
  if (e instanceof InvalidConfigError) return { kind: 'invalid-config', message: bounded(issues(e.issues) || e.message) };
  if (e instanceof InvalidStateError) return { kind: 'invalid-state', message: bounded(e.problems.join('; ') || e.message) };
  if (e instanceof InvalidActionError) return { kind: 'invalid-action', message: bounded(issues(e.issues)) };
  if (e instanceof IllegalActionError) return { kind: 'illegal-action', message: bounded(e.message) };
  // A bug in a game: reported, and the process goes on serving.
  return { kind: 'internal', message: bounded(e instanceof Error ? e.message : String(e)) };
}
