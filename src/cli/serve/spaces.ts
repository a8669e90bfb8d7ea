import { RulesError } from '../../core/errors.js';
import type { Game } from '../../core/types.js';
import { ProtocolError } from './protocol.js';

/*
 * The bridge's integer actions and observations (docs/protocol.md): what a game without them
 * answers, and the shapes sent over the wire. Unbounded ranges (±Infinity) travel as null.
 */

type AnyGame = Game<any, any, any, any>;

/** The game's spaces, or a `bad-request` error naming the game. */
export function spacesOf(game: AnyGame): Required<Pick<AnyGame, 'actionSpace' | 'encode' | 'decode' | 'legalMask' | 'observationLayout' | 'observe'>> {
  const { actionSpace, encode, decode, legalMask, observationLayout, observe } = game;
  if (!actionSpace || !encode || !decode || !legalMask || !observationLayout || !observe) {
    throw new ProtocolError('bad-request', `${game.id} has no integer actions or observations`);
  }
  return { actionSpace, encode, decode, legalMask, observationLayout, observe };
}

/** Writes `seat`'s observation of `state` into `out` from `offset`: in place where the game can, else a copy of `observe`'s. */
export function observeInto(game: AnyGame, state: unknown, seat: string | null, out: Float32Array, offset: number): void {
  const s = spacesOf(game);
  if (game.observeInto) game.observeInto(state, seat, out, offset);
  else out.set(s.observe(state, seat), offset);
}

/** The sizes the `new` response carries when the game has spaces. */
export function sizesOf(game: AnyGame, state: unknown): { actionSize: number; observationSize: number } | Record<string, never> {
  if (!game.actionSpace || !game.observationLayout) return {};
  return { actionSize: game.actionSpace(state).size, observationSize: game.observationLayout(state).size };
}

/** The `spaces` answer: both layouts. */
export function layoutsOf(game: AnyGame, state: unknown): Record<string, unknown> {
  const s = spacesOf(game);
  const actions = s.actionSpace(state);
  const observation = s.observationLayout(state);
  return {
    actionSize: actions.size,
    actionLayout: actions.layout,
    observationSize: observation.size,
    observationLayout: observation.parts.map((p) => ({ ...p, low: finite(p.low), high: finite(p.high) })),
  };
}

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** The integers of the legal actions, ascending (a sparse legal mask). */
export function legalCodes(game: AnyGame, state: unknown): number[] {
  const mask = spacesOf(game).legalMask(state);
  const out: number[] = [];
  mask.forEach((x, i) => x === 1 && out.push(i));
  return out;
}

/** The action of an integer, or a `bad-code` error. */
export function decodeCode(game: AnyGame, state: unknown, code: number): unknown {
  const s = spacesOf(game);
  const size = s.actionSpace(state).size;
  if (!Number.isInteger(code) || code < 0 || code >= size) throw new ProtocolError('bad-code', `code ${code} is not in 0..${size - 1}`);
  return s.decode(state, code);
}

/** The integer of an action, or a `bad-code` error when the action is outside the space. */
export function encodeAction(game: AnyGame, state: unknown, action: unknown): number {
  try {
    return spacesOf(game).encode(state, action);
  } catch (e) {
    if (e instanceof RulesError) throw new ProtocolError('bad-code', e.message);
    throw e;
  }
}
