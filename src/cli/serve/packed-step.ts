import type { StepRequest, Stepped } from './research-ops.js';

/*
 * The packed step (docs/protocol.md, Packed steps): the hot loop of an AEC environment, one request
 * and one answer a decision, without JSON on either side. The request is the ordinary `step` line
 * with `binary: "packed"`; written exactly as `PACKED_STEP` spells it, the bridge reads it with one
 * anchored pattern instead of JSON.parse and the schema. The pattern admits only lines the schema
 * accepts with the same meaning (a handle of letters and digits, a safe integer code, no id), so any
 * other line, hostile or not, takes the full path and its checks. The answer is one short text line,
 * `=<seat> <legalCount> <rawBytes>`, and the raw bytes: the legal codes, then the observation.
 */

/** The packed step line a client writes, as the bridge recognises it without parsing JSON. */
const PACKED_STEP = /^\{"op":"step","handle":"([A-Za-z0-9]{1,100})","code":(0|-?[1-9][0-9]{0,14}),"binary":"packed"(,"observe":true)?\}$/;

/** The request of a line spelled exactly as {@link PACKED_STEP}, else undefined (parse it in full). */
export function packedStepOf(line: string): StepRequest | undefined {
  const m = PACKED_STEP.exec(line);
  if (m === null) return undefined;
  const r: StepRequest = { op: 'step', handle: m[1]!, code: Number(m[2]), binary: 'packed' };
  if (m[3] !== undefined) r.observe = true;
  return r;
}

/** The seat number of a packed answer when the game is over. */
const OVER = -1;
/** The seat number of a packed answer at a chance node (chance: "manual"). */
const CHANCE = -2;

/** Raw frames start on a multiple of this many bytes (as in frames.ts). */
const ALIGN = 8;

/**
 * A played step as a packed answer: the line `=<seat> <legalCount> <rawBytes>` (the seat to move as
 * its index in `players`, {@link OVER} once over, {@link CHANCE} at a chance node) and the raw
 * bytes: `legalCount` int32 legal codes ascending, zeros to a multiple of 8 bytes, then the
 * observation's float32 when it was asked for and the game is not over.
 */
export function packedAnswer(stepped: Stepped): { text: string; tail: Buffer | undefined } {
  const { status, players, observation } = stepped;
  const codes = stepped.codes!;
  const seat = status.toMove === null ? OVER : status.toMove === 'chance' ? CHANCE : players.indexOf(status.toMove);
  const codeBytes = Math.ceil(codes.byteLength / ALIGN) * ALIGN;
  const rawBytes = codeBytes + (observation?.byteLength ?? 0);
  const text = `=${seat} ${status.legalCount} ${rawBytes}`;
  if (rawBytes === 0) return { text, tail: undefined };
  const tail = Buffer.alloc(rawBytes);
  tail.set(new Uint8Array(codes.buffer, codes.byteOffset, codes.byteLength), 0);
  if (observation) tail.set(new Uint8Array(observation.buffer, observation.byteOffset, observation.byteLength), codeBytes);
  return { text, tail };
}
