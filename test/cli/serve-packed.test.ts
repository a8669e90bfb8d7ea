import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/cli/catalog.js';
import { BridgeSession } from '../../src/cli/serve/session.js';
import { defaultLimits } from '../../src/cli/serve/limits.js';
import { packedStepOf } from '../../src/cli/serve/packed-step.js';

/** A packed answer read as a client reads it: the `=seat count rawBytes` line, the codes and the observation. */
function unpack(chunk: string | Buffer) {
  const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  const newline = bytes.indexOf(0x0a);
  const line = bytes.toString('utf8', 0, newline);
  const tail = bytes.subarray(newline + 1);
  if (!line.startsWith('=')) return { line, error: JSON.parse(line).error.kind as string };
  const [seat, count, rawBytes] = line.slice(1).split(' ').map(Number) as [number, number, number];
  expect(tail.length).toBe(rawBytes);
  const codes = [...new Int32Array(new Uint8Array(tail.subarray(0, 4 * count)).buffer)];
  const start = Math.ceil((4 * count) / 8) * 8;
  const observation = [...new Float32Array(new Uint8Array(tail.subarray(start)).buffer)];
  return { line, seat, count, codes, observation };
}

const packedLine = (handle: string, code: number | string, observe: boolean) => `{"op":"step","handle":"${handle}","code":${code},"binary":"packed"${observe ? ',"observe":true' : ''}}`;

describe('serve --stdio: packed steps (issue 34)', () => {
  it('answers the same seat, codes and observation as a raw step, in every game', () => {
    for (const game of ['free-at-last', 'chicago-68', 'free-at-last-1955', 'example-pig']) {
      const s = new BridgeSession(catalog());
      const ask = (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
      const opened = ask({ op: 'new', game, seed: 11 });
      const { handle, players } = opened;
      const copy = ask({ op: 'clone', handle }).handle;
      let code = ask({ op: 'mask', handle }).legal[0] as number;
      for (let step = 0, over = false; !over && step < 60; step++) {
        const observe = step % 3 !== 0;
        const packed = unpack(s.respondChunk(packedLine(handle, code, observe)));
        const { text, tail } = s.respond(JSON.stringify({ op: 'step', handle: copy, code, codes: true, observe, binary: 'raw' }));
        const raw = JSON.parse(text);
        const at = (f: { offset: number; bytes: number } | undefined, type: typeof Int32Array | typeof Float32Array) => (f && f.bytes > 0 ? [...new type(new Uint8Array(tail!.subarray(f.offset, f.offset + f.bytes)).buffer)] : []);
        expect(packed.seat).toBe(raw.toMove === null ? -1 : players.indexOf(raw.toMove));
        expect(packed.count).toBe(raw.legalCount);
        expect(packed.codes).toEqual(at(raw.codes, Int32Array));
        expect(packed.observation).toEqual(at(raw.observation, Float32Array));
        over = raw.terminal;
        const codes = packed.codes!;
        code = codes[(step * 7) % Math.max(1, codes.length)]!;
      }
    }
  });

  it('reads only the exact packed line without JSON; any other spelling takes the full path and its checks', () => {
    expect(packedStepOf(packedLine('g1', 42, true))).toEqual({ op: 'step', handle: 'g1', code: 42, binary: 'packed', observe: true });
    expect(packedStepOf(packedLine('g1', -7, false))).toEqual({ op: 'step', handle: 'g1', code: -7, binary: 'packed' });
    for (const line of [
      packedLine('g"1', 1, false),
      packedLine('g\\u0031', 1, false),
      packedLine('g1', '1.5', false),
      packedLine('g1', '1e3', false),
      packedLine('g1', '01', false),
      packedLine('g1', '-0', false),
      packedLine('g1', '1234567890123456', false),
      packedLine('g1', 1, false) + ' ',
      packedLine('g1', 1, false).replace('}', ',"id":1}'),
      packedLine('g1', 1, false).replace('"packed"', '"packed","events":true'),
      packedLine('x'.repeat(101), 1, false),
    ]) expect(packedStepOf(line)).toBeUndefined();
    const s = new BridgeSession(catalog());
    const ask = (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
    const { handle } = ask({ op: 'new', game: 'example-pig', seed: 1 });
    const legal = ask({ op: 'mask', handle }).legal as number[];
    // the full path: a packed answer too, or the schema's and the rules' refusals as JSON errors
    expect(unpack(s.respondChunk(JSON.stringify({ id: 7, op: 'step', handle, code: legal[0], binary: 'packed' }))).line).toMatch(/^=\d+ \d+ \d+$/);
    expect(unpack(s.respondChunk(packedLine(handle, '1.5', false))).error).toBe('bad-request');
    expect(unpack(s.respondChunk(packedLine(handle, '1234567890123456', false))).error).toBe('bad-code');
    expect(unpack(s.respondChunk(packedLine('g"1', 1, false))).error).toBe('bad-json');
    expect(unpack(s.respondChunk(packedLine('g99', 0, true))).error).toBe('unknown-handle');
    expect(unpack(s.respondChunk(packedLine(handle, 99999, true))).error).toBe('bad-code');
    expect(unpack(s.respondChunk(JSON.stringify({ op: 'step', handle, code: 0, binary: 'packed', events: true }))).error).toBe('bad-request');
    const limited = new BridgeSession(catalog(), { ...defaultLimits(), maxLine: 20 });
    expect(unpack(limited.respondChunk(packedLine('g1', 0, true))).error).toBe('too-long');
  });

  it('answers a game that ends with seat -1, no codes and no observation', () => {
    const s = new BridgeSession(catalog());
    const ask = (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
    const { handle } = ask({ op: 'new', game: 'example-pig', seed: 2 });
    let last = unpack(s.respondChunk(packedLine(handle, ask({ op: 'mask', handle }).legal[0], true)));
    while (last.seat !== -1) last = unpack(s.respondChunk(packedLine(handle, last.codes![0]!, true)));
    expect(last).toMatchObject({ line: '=-1 0 0', codes: [], observation: [] });
    expect(ask({ op: 'result', handle }).result).not.toBeNull();
  });
});
