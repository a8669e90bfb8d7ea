import type { BaseAction, BaseState, Game, GameEvent, Player } from '../types.js';
import { maskOf, type ActionSpace } from './action-space.js';
import type { Observer } from './observation.js';

/**
 * How a game numbers its actions and turns its views into vectors, for the config of a state. `O` is
 * what the observer reads: the game's view, or a part of it (see {@link SpacesSpec.observed}).
 */
export interface SpacesSpec<S, A extends BaseAction, O> {
  /** The action space of the config `state` was set up with (a game caches it per config). */
  actionSpace(state: S): ActionSpace<A>;
  /** The observer of the config `state` was set up with (a game caches it per config). */
  observer(state: S): Observer<O>;
  /**
   * What the observer reads of `seat`'s view. By default the whole view; a game may answer the view
   * without the parts its observer never reads and that cost the most (the prompt, the legal list,
   * the question), built by the same code as the view, so that it hides the same things — or the
   * state itself with the seat, read by parts that take only what the view shows (no view built).
   */
  observed?(state: S, seat: string | null): O;
}

/** The members a game gains from {@link withSpaces}. */
export type SpacesMembers<S extends BaseState, A extends BaseAction, C, V, In = unknown, P extends string = Player> = Required<
  Pick<Game<S, A, C, V, In, P>, 'actionSpace' | 'encode' | 'decode' | 'legalMask' | 'observationLayout' | 'observe' | 'observeInto'>
>;

/**
 * A game with integer actions and observations: `encode`, `decode`, `legalMask` over
 * `spec.actionSpace`, and `observe` (and `observeInto`) = `spec.observer` applied to
 * `spec.observed(state, seat)` (default: `game.view(state, seat)`).
 */
export function withSpaces<S extends BaseState, A extends BaseAction, C, V, In = unknown, P extends string = Player, Code extends string = string, E extends GameEvent = GameEvent, O = V>(
  game: Game<S, A, C, V, In, P, Code, E>,
  spec: SpacesSpec<S, A, O>,
): Game<S, A, C, V, In, P, Code, E> & SpacesMembers<S, A, C, V, In, P> {
  // Without `observed`, O is V (its default): the observer reads the view.
  const observed = spec.observed ?? ((s: S, seat: P | null): O => game.view(s, seat) as unknown as O);
  return {
    ...game,
    actionSpace: (s) => spec.actionSpace(s),
    encode: (s, a) => spec.actionSpace(s).encode(a),
    decode: (s, i) => spec.actionSpace(s).decode(i),
    legalMask: (s) => maskOf(spec.actionSpace(s), game.legalActions(s)),
    observationLayout: (s) => spec.observer(s).layout,
    observe: (s, seat) => spec.observer(s).observe(observed(s, seat)),
    observeInto: (s, seat, out, offset) => spec.observer(s).observeInto(observed(s, seat), out, offset),
  };
}

/**
 * Caches a value per key (e.g. a space per component set): the reference components give one key,
 * so a game builds its space once; at most `limit` keys are kept (oldest dropped).
 */
export function cachedBy<K, T>(make: (key: K) => T, limit = 16): (key: K) => T {
  const cache = new Map<K, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const made = make(key);
    if (cache.size >= limit) cache.delete(cache.keys().next().value as K);
    cache.set(key, made);
    return made;
  };
}
