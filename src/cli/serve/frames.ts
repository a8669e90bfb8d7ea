import { ProtocolError } from './protocol.js';

/*
 * Binary frames of the bridge (docs/protocol.md, Binary frames): numeric arrays cross as base64 of
 * their little-endian bytes (int8, int32, float32), not as JSON lists of numbers, so that a batch of
 * games' codes and observations costs one string each way.
 */

/** The base64 of a typed array's bytes (little-endian on every platform Node.js runs on). */
export function toBase64(array: Int8Array | Uint8Array | Int32Array | Float32Array): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

/** `count` int32 from a base64 string, or a `bad-request` naming `field`. */
export function int32sOf(text: string, count: number, field: string): Int32Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== count * 4) throw new ProtocolError('bad-request', `${field}: ${count} int32 (${count * 4} bytes of base64) expected, got ${bytes.length} bytes`);
  // Copied into an aligned buffer: a decoded Buffer may start at any offset of Node's pool.
  const out = new Int32Array(count);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}
