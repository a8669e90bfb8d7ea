import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/cli/catalog.js';
import { BridgeSession } from '../../src/cli/serve/session.js';
import { defaultLimits } from '../../src/cli/serve/limits.js';

function session(maxGames?: number) {
  const s = new BridgeSession(catalog(), { ...defaultLimits(), ...(maxGames && { maxGames }) });
  return (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
}

const int32s = (text: string) => [...new Int32Array(new Uint8Array(Buffer.from(text, 'base64')).buffer)];
const int8s = (text: string) => [...new Int8Array(new Uint8Array(Buffer.from(text, 'base64')).buffer)];
const float32s = (text: string) => [...new Float32Array(new Uint8Array(Buffer.from(text, 'base64')).buffer)];
const frame = (codes: number[]) => Buffer.from(new Int32Array(codes).buffer).toString('base64');

describe('serve --stdio: binary frames and vectors (issue 34)', () => {
  it('binary step, mask and observe answer the same numbers as their JSON lists', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'chicago-68', seed: 3 });
    const json = ask({ op: 'mask', handle });
    expect(int32s(ask({ op: 'mask', handle, binary: true }).legal)).toEqual(json.legal);
    const seat = json.toMove;
    expect(float32s(ask({ op: 'observe', handle, player: seat, binary: true }).observation)).toEqual(ask({ op: 'observe', handle, player: seat }).observation);
    const copy = ask({ op: 'clone', handle }).handle;
    const a = ask({ op: 'step', handle, code: json.legal[0], codes: true, observe: true });
    const b = ask({ op: 'step', handle: copy, code: json.legal[0], codes: true, observe: true, binary: true });
    expect(int32s(b.codes)).toEqual(a.codes);
    expect(float32s(b.observation)).toEqual(a.observation);
    expect(a.observation).toEqual(ask({ op: 'observe', handle, player: a.toMove }).observation);
  });

  it('a raw step keeps its observation when the next step observes into the same buffer', () => {
    const s = new BridgeSession(catalog());
    const ask = (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
    const { handle } = ask({ op: 'new', game: 'free-at-last', seed: 4 });
    const tails: { observation: number[]; expected: number[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const code = ask({ op: 'mask', handle }).legal[0];
      const { text, tail } = s.respond(JSON.stringify({ op: 'step', handle, code, codes: true, observe: true, binary: 'raw' }));
      const answer = JSON.parse(text);
      const f = answer.observation as { offset: number; bytes: number };
      tails.push({ observation: [...new Float32Array(new Uint8Array(tail!.subarray(f.offset, f.offset + f.bytes)).buffer)], expected: ask({ op: 'observe', handle, player: answer.toMove }).observation });
    }
    for (const t of tails) expect(t.observation).toEqual(t.expected);
    expect(new Set(tails.map((t) => t.observation.join())).size).toBeGreaterThan(1);
  });

  it('raw frames (binary: "raw") follow the answer line as bytes, each at its 8-aligned offset, the same numbers as base64', () => {
    const s = new BridgeSession(catalog());
    const raw = (request: unknown) => {
      const { text, tail } = s.respond(JSON.stringify(request));
      const answer = JSON.parse(text);
      expect(tail?.length ?? 0).toBe(answer.rawBytes ?? 0);
      const at = (f: { offset: number; bytes: number }, type: typeof Int8Array | typeof Int32Array | typeof Float32Array) => {
        expect(f.offset % 8).toBe(0);
        return [...new type(new Uint8Array(tail!.subarray(f.offset, f.offset + f.bytes)).buffer)];
      };
      return { answer, at };
    };
    const ask = (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
    const { handle } = ask({ op: 'new', game: 'free-at-last', seed: 3 });
    const json = ask({ op: 'mask', handle });
    const mask = raw({ op: 'mask', handle, binary: 'raw' });
    expect(mask.at(mask.answer.legal, Int32Array)).toEqual(json.legal);
    const copy = ask({ op: 'clone', handle }).handle;
    const a = ask({ op: 'step', handle, code: json.legal[0], codes: true, observe: true, binary: true });
    const b = raw({ op: 'step', handle: copy, code: json.legal[0], codes: true, observe: true, binary: 'raw' });
    expect(b.at(b.answer.codes, Int32Array)).toEqual(int32s(a.codes));
    expect(b.at(b.answer.observation, Float32Array)).toEqual(float32s(a.observation));
    const o = raw({ op: 'observe', handle: copy, player: b.answer.toMove, binary: 'raw' });
    expect(o.at(o.answer.observation, Float32Array)).toEqual(float32s(a.observation));
    // An error carries no raw bytes; nor does an answer without arrays.
    expect(raw({ op: 'step', handle: 'g99', code: 0, binary: 'raw' }).answer).toMatchObject({ ok: false, error: { kind: 'unknown-handle' } });
    expect(raw({ op: 'hello' }).answer.rawBytes).toBeUndefined();
    const v64 = ask({ op: 'vector', game: 'example-pig', seed: 5, count: 3, observe: true });
    const v = raw({ op: 'vector', game: 'example-pig', seed: 5, count: 3, observe: true, binary: 'raw' });
    expect(v.at(v.answer.toMove, Int8Array)).toEqual(int8s(v64.toMove));
    expect(v.at(v.answer.legal, Int32Array)).toEqual(int32s(v64.legal));
    expect(v.at(v.answer.observations, Float32Array)).toEqual(float32s(v64.observations));
  });

  it('a vector steps N games per request, each as the one-game ops play it, and restarts ended games on the next seed', () => {
    const ask = session();
    const v = ask({ op: 'vector', game: 'example-pig', seed: 5, count: 3, observe: true });
    expect(v).toMatchObject({ ok: true, vector: 'v1', players: ['north', 'east'], actionSize: 14, observationSize: 25 });
    const singles = [5, 6, 7].map((seed) => ask({ op: 'new', game: 'example-pig', seed }).handle as string);
    let frameNow = v;
    let nextSeed = 8;
    let ended = 0;
    for (let step = 0; step < 60; step++) {
      const counts = int32s(frameNow.counts);
      const legal = int32s(frameNow.legal);
      const toMove = int8s(frameNow.toMove);
      const observations = float32s(frameNow.observations);
      const actions: number[] = [];
      let at = 0;
      singles.forEach((h, i) => {
        const mask = ask({ op: 'mask', handle: h });
        expect(legal.slice(at, at + counts[i]!)).toEqual(mask.legal);
        expect(v.players[toMove[i]!]).toBe(mask.toMove);
        expect(observations.slice(i * 25, (i + 1) * 25)).toEqual(ask({ op: 'observe', handle: h, player: mask.toMove }).observation);
        actions.push(legal[at + ((step + i) % counts[i]!)]!);
        at += counts[i]!;
      });
      frameNow = ask({ op: 'vstep', vector: 'v1', actions: frame(actions) });
      expect(frameNow.ok).toBe(true);
      singles.forEach((h, i) => {
        const status = ask({ op: 'step', handle: h, code: actions[i] });
        const end = frameNow.ended.find((e: { game: number }) => e.game === i);
        if (!status.terminal) return expect(end).toBeUndefined();
        const result = ask({ op: 'result', handle: h }).result;
        expect(end).toMatchObject({ result, seed: nextSeed, truncated: false, rewards: v.players.map((p: string) => (result.winners.includes(p) ? 1 : -1)) });
        singles[i] = ask({ op: 'new', game: 'example-pig', seed: nextSeed++ }).handle;
        ended++;
      });
    }
    expect(ended).toBeGreaterThan(0);
  });

  it('refuses an illegal code or a malformed frame changing nothing; manual chance; counts against --max-games; vclose frees', () => {
    const ask = session(4);
    expect(ask({ op: 'vector', game: 'example-pig', count: 5 }).error.kind).toBe('too-many-games');
    expect(ask({ op: 'vector', game: 'example-pig', count: 1, config: { chance: 'manual' } }).error.kind).toBe('bad-request');
    const v = ask({ op: 'vector', game: 'example-pig', count: 2 });
    expect(ask({ op: 'new', game: 'example-pig' }).ok).toBe(true);
    expect(ask({ op: 'new', game: 'example-pig' }).ok).toBe(true);
    expect(ask({ op: 'new', game: 'example-pig' }).error.kind).toBe('too-many-games');
    const legal = int32s(v.legal);
    expect(ask({ op: 'vstep', vector: v.vector, actions: frame([legal[0]!, 13]) }).error).toMatchObject({ kind: 'illegal-action', message: expect.stringMatching(/^game 1: code 13/) });
    expect(ask({ op: 'vstep', vector: v.vector, actions: frame([0]) }).error.kind).toBe('bad-request');
    // nothing moved: the first game still takes its code
    expect(ask({ op: 'vstep', vector: v.vector, actions: frame([legal[0]!, legal[1]!]) }).ok).toBe(true);
    expect(ask({ op: 'vclose', vector: v.vector }).ok).toBe(true);
    expect(ask({ op: 'vstep', vector: v.vector, actions: frame([0, 0]) }).error.kind).toBe('unknown-handle');
    expect(ask({ op: 'new', game: 'example-pig' }).ok).toBe(true);
  });
});
