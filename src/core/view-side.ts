import { choiceTree, type ChoicePath } from './choices.js';
import { RulesError } from './errors.js';
import { formatEvent } from './events.js';
import { canonicalJson } from './json.js';
import type { BaseAction, BaseState, Game, GameDefinition } from './types.js';

/** What the view-side members are made from: the game's id, its grouped choices and its idle pass. */
type ViewSideSource<S extends BaseState, A extends BaseAction, C, V> = Pick<GameDefinition<S, A, C, V>, 'id' | 'choicePaths' | 'idlePass'>;

/*
 * What a client holding only a view can do with it (Game.legalFromView, describeFromView, choices,
 * idlePass), made from the game's `choicePaths` and `idlePass`.
 */

/** The view-side members of a game. */
export function viewSide<S extends BaseState, A extends BaseAction, C, V>(def: ViewSideSource<S, A, C, V>): Pick<Game<S, A, C, V>, 'legalFromView' | 'describeFromView' | 'choices' | 'idlePass'> {
  function legalFromView(view: V): A[] {
    const legal = (view as { legal?: unknown } | null)?.legal;
    if (!Array.isArray(legal)) throw new RulesError(`The views of ${def.id} carry no legal actions.`);
    return legal as A[];
  }
  const paths = (view: V): ChoicePath<A>[] =>
    def.choicePaths?.(view) ?? legalFromView(view).map((action) => ({ action, path: [{ key: canonicalJson(action), label: formatEvent(action as never) }] }));
  return {
    legalFromView,
    describeFromView(view, action) {
      const key = canonicalJson(action);
      const found = paths(view).find((p) => canonicalJson(p.action) === key);
      return found ? found.path.map((p) => p.label).join(': ') : formatEvent(action as never);
    },
    choices: (view) => choiceTree(paths(view)),
    idlePass: (view) => def.idlePass?.(view) ?? null,
  };
}
