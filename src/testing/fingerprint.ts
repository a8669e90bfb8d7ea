import { canonicalJson } from '../core/json.js';
import type { BaseAction, Game, GameEvent, GameResult, ToMove } from '../core/types.js';
import { hashText } from './hash.js';

/**
 * What one step of a game shows from outside, the part of a golden replay that is hashed: the
 * events of the action just applied (none for the setup), who decides now, the legal actions
 * (chance outcomes at a chance node) and, once the game is over, its result. The internal state is
 * left out, so that a refactor that keeps behaviour keeps the hashes.
 */
export interface StepFingerprint {
  readonly events?: readonly GameEvent[];
  readonly toMove: ToMove;
  /** Sorted by canonical JSON: the order a game lists its actions in is not part of the check. */
  readonly legal: readonly BaseAction[];
  readonly result?: GameResult;
}

/** The fingerprint of `state`, reached by an action that raised `events` (omitted for the setup). */
export function fingerprint(game: Game<any, any, any, any>, state: unknown, events?: readonly GameEvent[]): StepFingerprint {
  const legal = (game.legalActions(state) as BaseAction[])
    .map((action) => ({ key: canonicalJson(action), action }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ action }) => action);
  const result = game.result(state);
  return { ...(events && { events }), toMove: game.toMove(state), legal, ...(result && { result }) };
}

/** The 16-hex-digit hash of a fingerprint's canonical JSON. */
export const fingerprintHash = (fp: StepFingerprint): string => hashText(canonicalJson(fp));
