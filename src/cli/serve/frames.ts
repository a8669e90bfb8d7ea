import { ProtocolError } from './protocol.js';

/*
 * Binary frames of the bridge (docs/protocol.md, Binary frames): numeric arrays cross as base64 of
 * their little-endian bytes (int8, int32, float32), not as JSON lists of numbers, so that a batch of
 * games' codes and observations costs one string each way; with `binary: "raw"`, as the bytes
 * themselves after the answer's line, so that neither side encodes, scans or decodes text for them.
 */

type Numeric = Int8Array | Uint8Array | Int32Array | Float32Array;

/** The base64 of a typed array's bytes (little-endian on every platform Node.js runs on). */
export function toBase64(array: Numeric): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

/** How an answer carries its numeric arrays: JSON lists, base64 frames, or raw bytes after its line. */
export type FrameMode = 'json' | 'base64' | 'raw';

/** The mode a request's `binary` field asks for (`fallback` when absent); a packed step's arrays are raw. */
export function frameMode(binary: boolean | 'raw' | 'packed' | undefined, fallback: FrameMode = 'json'): FrameMode {
  return binary === 'raw' || binary === 'packed' ? 'raw' : binary === true ? 'base64' : binary === false ? 'json' : fallback;
}

/** Raw frames start on a multiple of this many bytes, so that a client can view each in place. */
const ALIGN = 8;

/** The numeric arrays of one answer, in the mode its request asked for. */
export class Frames {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  constructor(readonly mode: FrameMode) {}

  /** The JSON value standing for `array`: a list, a base64 string, or (raw) its place in the tail, `{ offset, bytes }`. */
  of(array: Numeric): unknown {
    if (this.mode === 'json') return [...array];
    if (this.mode === 'base64') return toBase64(array);
    const offset = this.length;
    this.parts.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    const padding = (ALIGN - (array.byteLength % ALIGN)) % ALIGN;
    if (padding > 0) this.parts.push(new Uint8Array(padding));
    this.length += array.byteLength + padding;
    return { offset, bytes: array.byteLength };
  }

  /** The raw bytes that follow the answer's line (empty unless raw frames were written). */
  tail(): Buffer {
    return Buffer.concat(this.parts, this.length);
  }

  /** How many raw bytes follow the answer's line. */
  get tailBytes(): number {
    return this.length;
  }
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
