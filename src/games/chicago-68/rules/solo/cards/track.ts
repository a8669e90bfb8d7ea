import { referenceComponents } from '../../../data/components.js';
import type { State } from '../../../schema.js';

/** Is the Delegate Track full (4.6)? */
export function trackFull(s: State): boolean {
  return s.delegates.track.length >= (s.components ?? referenceComponents).counts.delegateTrack;
}
