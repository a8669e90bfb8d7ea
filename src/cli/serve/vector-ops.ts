import type { Game } from '../../core/types.js';
import { seedAt } from '../../core/research/seeds.js';
import type { Seed } from '../../core/seed.js';
import { int32sOf, type Frames } from './frames.js';
import { ProtocolError } from './protocol.js';
import { componentsOf, withSet } from './shared-sets.js';
import { rewardsOf } from './research-ops.js';
import { MAX_GAME_LENGTH } from './research-protocol.js';
import { observeInto, spacesOf } from './spaces.js';
import type { VectorRequest } from './vector-protocol.js';

/*
 * Vectors (docs/protocol.md, Vectors): N games of one game and config stepped by one request, for
 * vectorized learning environments. Every answer is a binary frame of the N games' deciding seats,
 * legal codes and (optionally) observations; a game that ends is reported in `ended` and started
 * again at once on the next seed (auto-reset).
 */

type AnyGame = Game<any, any, any, any>;

/** One game of a vector: its state, legal actions sorted by code, and those codes. */
interface Slot {
  state: unknown;
  legal: unknown[];
  codes: number[];
  decisions: number;
}

interface Vector {
  readonly game: AnyGame;
  readonly config: unknown;
  readonly players: readonly string[];
  readonly observe: boolean;
  readonly observationSize: number;
  readonly slots: Slot[];
  /** The seed of the next game started. */
  next: Seed;
  /** What it was charged against the session's limits. */
  readonly charge: { games: number; bytes: number };
}

/** The limits a vector is charged against (the session's). */
export interface VectorLimits {
  readonly catalog: Readonly<Record<string, AnyGame>>;
  /** Takes room for `games` games of `bytes` JSON characters, or throws `too-many-games`/`too-large`. */
  reserve(games: number, bytes: number): void;
  release(games: number, bytes: number): void;
}

/** A slot at `state`: its legal actions and their codes, ascending. */
function slotAt(game: AnyGame, state: unknown, decisions: number): Slot {
  const actions = game.legalActions(state);
  const { encode } = spacesOf(game);
  const codes = actions.map((a: unknown) => encode(state, a));
  let sorted = true;
  for (let i = 1; i < codes.length && sorted; i++) sorted = codes[i - 1]! < codes[i]!;
  if (sorted) return { state, legal: actions, codes, decisions };
  const order = codes.map((_: number, i: number) => i).sort((a: number, b: number) => codes[a]! - codes[b]!);
  return { state, legal: order.map((i: number) => actions[i]), codes: order.map((i: number) => codes[i]!), decisions };
}

/** The frame of a vector's current games: seats to move, legal codes, observations. */
function frameOf(v: Vector, frames: Frames): Record<string, unknown> {
  const n = v.slots.length;
  const toMove = new Int8Array(n);
  const counts = new Int32Array(n);
  let total = 0;
  for (const s of v.slots) total += s.codes.length;
  const legal = new Int32Array(total);
  const observations = v.observe ? new Float32Array(n * v.observationSize) : undefined;
  let at = 0;
  v.slots.forEach((s, i) => {
    const seat = v.game.toMove(s.state) as string;
    toMove[i] = v.players.indexOf(seat);
    counts[i] = s.codes.length;
    legal.set(s.codes, at);
    at += s.codes.length;
    if (observations) observeInto(v.game, s.state, seat, observations, i * v.observationSize);
  });
  return { toMove: frames.of(toMove), counts: frames.of(counts), legal: frames.of(legal), ...(observations && { observations: frames.of(observations) }) };
}

/** The vectors of one session. */
export class VectorTable {
  private readonly vectors = new Map<string, Vector>();
  private next = 1;

  constructor(private readonly limits: VectorLimits) {}

  answer(r: VectorRequest, lineLength: number, frames: Frames): Record<string, unknown> {
    switch (r.op) {
      case 'vector': {
        if (!Object.hasOwn(this.limits.catalog, r.game)) throw new ProtocolError('unknown-game', `unknown game '${r.game}'; known: ${Object.keys(this.limits.catalog).join(', ')}`);
        const game = this.limits.catalog[r.game]!;
        const config = r.config ?? {};
        const first = game.setup(config, r.seed ?? 0);
        if ((first as { chance?: unknown }).chance === 'manual') throw new ProtocolError('bad-request', 'a vector resolves chance in the engine: use chance "auto"');
        const { observationLayout } = spacesOf(game);
        // Charged as count games of the first one's size (games of one config stay alike in size), its component set once: they share it.
        const set = componentsOf(first);
        const own = set === null ? JSON.stringify(first).length : JSON.stringify({ ...first, components: null }).length + JSON.stringify(set).length / r.count;
        const charge = { games: r.count, bytes: Math.ceil(lineLength + r.count * own) };
        this.limits.reserve(charge.games, charge.bytes);
        const seed = r.seed ?? 0;
        const slots = Array.from({ length: r.count }, (_, i) => slotAt(game, i === 0 ? first : withSet(game.setup(config, seedAt(seed, i)), set), 0));
        const v: Vector = {
          game,
          config,
          players: game.players(config),
          observe: r.observe ?? false,
          observationSize: observationLayout(first).size,
          slots,
          next: seedAt(seed, r.count),
          charge,
        };
        const handle = `v${this.next++}`;
        this.vectors.set(handle, v);
        return { vector: handle, players: v.players, config: game.schemas.config.parse(config), actionSize: spacesOf(game).actionSpace(first).size, observationSize: v.observationSize, ...frameOf(v, frames) };
      }
      case 'vstep': {
        const v = this.get(r.vector);
        const actions = int32sOf(r.actions, v.slots.length, 'actions');
        // Every code is checked before any game moves: a refused request changes nothing.
        const at = v.slots.map((s, i) => {
          const k = s.codes.indexOf(actions[i]!);
          if (k < 0) throw new ProtocolError('illegal-action', `game ${i}: code ${actions[i]} is not legal now (legal: ${s.codes.slice(0, 20).join(', ')}${s.codes.length > 20 ? ', …' : ''})`);
          return k;
        });
        const ended: Record<string, unknown>[] = [];
        v.slots.forEach((s, i) => {
          const state = v.game.apply(s.state, s.legal[at[i]!], { validate: false });
          const decisions = s.decisions + 1;
          const over = v.game.toMove(state) === null;
          if (!over && decisions < MAX_GAME_LENGTH) {
            v.slots[i] = slotAt(v.game, state, decisions);
            return;
          }
          ended.push({ game: i, rewards: rewardsOf(v.game, v.players, state), result: v.game.result(state), decisions, truncated: !over, seed: v.next });
          v.slots[i] = slotAt(v.game, withSet(v.game.setup(v.config, v.next), componentsOf(s.state)), 0);
          v.next = seedAt(v.next, 1);
        });
        return { ...frameOf(v, frames), ended };
      }
      case 'vclose': {
        const v = this.get(r.vector);
        this.vectors.delete(r.vector);
        this.limits.release(v.charge.games, v.charge.bytes);
        return {};
      }
    }
  }

  private get(handle: string): Vector {
    const v = this.vectors.get(handle);
    if (!v) throw new ProtocolError('unknown-handle', `no open vector '${handle}'`);
    return v;
  }
}
