/** The part of boardgame.io's storage API (`StorageAPI.Sync` or `Async`) that {@link hideInitialState} wraps. */
export interface MatchStorage {
  fetch(matchID: string, opts: { initialState?: boolean }): unknown;
}

/** What `fetch` returns without the initial state. */
function withoutInitialState<T>(result: T): T {
  if (typeof result !== 'object' || result === null || !('initialState' in result)) return result;
  const { initialState: _, ...rest } = result as T & { initialState: unknown };
  return rest as T;
}

/**
 * boardgame.io's storage, less the match's initial state in what `fetch` returns. boardgame.io 0.50
 * sends every client that syncs, spectators too, the match's initial state unfiltered (its `sync`
 * message filters the current state through `playerView`, not the initial one): our whole state at
 * setup, deck order and generator included, and boardgame.io's random seed. Its only reader is the
 * `sync` of a client (for the debug panel's time travel); the lobby and the moves never read it.
 * Wrap the server's storage before any client connects:
 *
 * ```js
 * const server = Server({ games: [game], origins: [Origins.LOCALHOST] });
 * server.app.context.db = hideInitialState(server.db);
 * ```
 *
 * The storage itself keeps the initial state (read `server.db`). Every other member is the
 * storage's own, bound to it.
 */
export function hideInitialState<T extends MatchStorage>(db: T): T {
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'fetch') {
        return (matchID: string, opts: { initialState?: boolean }) => {
          const result = target.fetch(matchID, opts);
          return result instanceof Promise ? result.then(withoutInitialState) : withoutInitialState(result);
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
