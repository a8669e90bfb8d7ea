import { RulesError } from '../core/errors.js';

/** A stand-in for a game whose rules are not built yet: every use throws. */
export function notImplemented(id: string): never {
  throw new RulesError(`The '${id}' game is not implemented yet.`);
}
