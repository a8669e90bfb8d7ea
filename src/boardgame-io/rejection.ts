import { IllegalActionError, InvalidActionError, type RulesError } from '../core/errors.js';
import { canonicalJson } from '../core/json.js';
import { zodMessage } from '../core/zod-message.js';
import type { Game } from '../core/types.js';

/**
 * On a client: the error our rules give for `input` sent by the seat whose view this is, or `null`
 * when the server will accept it (the view's `legal` lists exactly that seat's legal actions). A
 * rejected move changes nothing on a boardgame.io server and no error comes back over its
 * transport, so a client checks before it sends: not its decision (`IllegalActionError`, the words
 * of `apply`), malformed (`InvalidActionError`, with the zod issues), or not a legal action now
 * (`IllegalActionError`; the server's own reason, with its rule section, goes to `onRejected`).
 *
 * @example
 * ```ts
 * import { rejection } from 'protest-rules/boardgame-io';
 * import { chicago68 } from 'protest-rules/chicago-68';
 *
 * const s = chicago68.setup({ players: 2 }, 1);
 * console.log(rejection(chicago68, chicago68.view(s, 'demonstrators'), { type: 'pass' })?.message);
 * // It is establishment's decision, not demonstrators's.
 * ```
 */
export function rejection<V>(game: Pick<Game<any, any, any, V>, 'id' | 'schemas' | 'legalFromView'>, view: V, input: unknown): RulesError | null {
  const { seat, toMove } = view as { seat?: unknown; toMove?: unknown };
  if (toMove === null) return new IllegalActionError('The game is over.');
  if (typeof seat !== 'string') return new IllegalActionError('A spectator does not decide.');
  if (toMove !== seat) return new IllegalActionError(`It is ${String(toMove)}'s decision, not ${seat}'s.`);
  const parsed = game.schemas.action.safeParse(input);
  if (!parsed.success) return new InvalidActionError(zodMessage(`Malformed ${game.id} action`, parsed.error), parsed.error.issues);
  const key = canonicalJson(parsed.data);
  if (game.legalFromView(view).some((a) => canonicalJson(a) === key)) return null;
  return new IllegalActionError(`Not a legal action for ${seat} now.`);
}
