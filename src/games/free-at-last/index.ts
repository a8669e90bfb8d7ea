/**
 * The 'free-at-last' game: not implemented yet. Importing works; its one export throws.
 * @packageDocumentation
 */
import { notImplemented } from '../placeholder.js';

/** Throws "not implemented yet" until this game is built. */
export function freeAtLastNotImplemented(): never {
  return notImplemented('free-at-last');
}
