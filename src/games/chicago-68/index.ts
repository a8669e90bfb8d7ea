/**
 * The 'chicago-68' game: not implemented yet. Importing works; its one export throws.
 * @packageDocumentation
 */
import { notImplemented } from '../placeholder.js';

/** Throws "not implemented yet" until this game is built. */
export function chicago68NotImplemented(): never {
  return notImplemented('chicago-68');
}
