import { canonicalJson } from '../../../src/core/json.js';

/** FNV-1a (32-bit) of a value's canonical JSON, as 8 hex digits: the fingerprint of a final state. */
export function stateHash(value: unknown): string {
  const text = canonicalJson(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
