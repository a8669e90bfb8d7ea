/**
 * The 'free-at-last-1955' game: not implemented yet. Importing works; its one export throws.
 * @packageDocumentation
 */
import { notImplemented } from '../placeholder.js';

/** Throws "not implemented yet" until this game is built. */
export function freeAtLast1955NotImplemented(): never {
  return notImplemented('free-at-last-1955');
}
