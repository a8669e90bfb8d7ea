import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/cli/catalog.js';
import type { BridgeLimits } from '../../src/cli/serve/limits.js';
import { LineSplitter, OverlongLine, type Line } from '../../src/cli/serve/lines.js';
import { MAX_MESSAGE } from '../../src/cli/serve/protocol.js';
import { BridgeSession } from '../../src/cli/serve/session.js';
import { run } from './run.js';

function session(limits?: BridgeLimits) {
  const s = new BridgeSession(catalog(), limits);
  return (request: unknown) => JSON.parse(s.answer(typeof request === 'string' ? request : JSON.stringify(request)));
}

describe('serve --stdio: the JSON-lines bridge', () => {
  it('plays a game by handle: new, legal, apply by index and by JSON, view, prompt, result, close', () => {
    const ask = session();
    expect(ask({ id: 1, op: 'hello' })).toEqual({ id: 1, ok: true, protocol: 1 });
    expect(ask({ op: 'new', game: 'example-pig', seed: '0x' + 'f'.repeat(31) }).ok).toBe(true);
    ask({ op: 'close', handle: 'g1' });
    const created = ask({ id: 2, op: 'new', game: 'example-pig', seed: 3 });
    expect(created).toMatchObject({ id: 2, ok: true, handle: 'g2', players: ['north', 'east'], config: { target: 20 }, toMove: 'north', terminal: false, legalCount: 1 });
    expect(ask({ op: 'legal', handle: 'g2' })).toEqual({ id: null, ok: true, toMove: 'north', actions: [{ type: 'roll' }] });
    expect(ask({ op: 'prompt', handle: 'g2' }).prompt).toMatch(/north/);
    expect(ask({ op: 'view', handle: 'g2', player: 'east' }).view).toMatchObject({ seat: 'east' });
    expect(ask({ op: 'apply', handle: 'g2', action: { type: 'roll' } })).toMatchObject({ ok: true });
    let status = ask({ op: 'apply', handle: 'g2', index: 0 });
    while (!status.terminal) status = ask({ op: 'apply', handle: 'g2', index: status.legalCount - 1 });
    expect(status).toEqual({ id: null, ok: true, toMove: null, terminal: true, legalCount: 0 });
    expect(ask({ op: 'result', handle: 'g2' }).result).toMatchObject({ reason: 'highest score' });
    expect(ask({ op: 'close', handle: 'g2' })).toEqual({ id: null, ok: true });
    expect(ask({ op: 'result', handle: 'g2' }).error.kind).toBe('unknown-handle');
  });

  it('offers chance outcomes with their probabilities in manual chance mode', () => {
    const ask = session();
    ask({ op: 'new', game: 'example-pig', config: { chance: 'manual' } });
    const legal = ask({ op: 'legal', handle: 'g1' });
    expect(legal.toMove).toBe('chance');
    expect(legal.probabilities.reduce((a: number, b: number) => a + b)).toBeCloseTo(1);
    expect(ask({ op: 'apply', handle: 'g1', index: 0 }).ok).toBe(true);
  });

  it('answers every bad request with a stable error kind and a bounded message', () => {
    const ask = session();
    ask({ op: 'new', game: 'example-pig' });
    const cases: [unknown, string][] = [
      ['{', 'bad-json'],
      ['x'.repeat(1_000_001), 'too-long'],
      [{ op: 'dance' }, 'bad-request'],
      [{ op: 'apply', handle: 'g1' }, 'bad-request'],
      [{ op: 'new', game: 'chess' }, 'unknown-game'],
      [{ op: 'legal', handle: 'g9' }, 'unknown-handle'],
      [{ op: 'view', handle: 'g1', player: 'nobody' }, 'unknown-player'],
      [{ op: 'new', game: 'example-pig', config: { players: 9 } }, 'invalid-config'],
      [{ op: 'apply', handle: 'g1', action: { type: 'fly' } }, 'invalid-action'],
      [{ op: 'apply', handle: 'g1', action: { type: 'hold' } }, 'illegal-action'],
      [{ op: 'apply', handle: 'g1', index: 7 }, 'bad-index'],
      [{ op: 'apply', handle: 'g1', index: 0, player: 'east' }, 'illegal-action'],
      [{ op: 'new', game: 'example-pig', seed: 1.5 }, 'invalid-config'],
      [{ op: 'new', game: 'x'.repeat(5000) }, 'bad-request'],
      [{ op: 'new', game: '__proto__' }, 'unknown-game'],
      [{ op: 'new', game: 'constructor' }, 'unknown-game'],
      [{ op: 'new', game: 'toString' }, 'unknown-game'],
      [{ op: 'new', game: 'hasOwnProperty' }, 'unknown-game'],
      [`{"op":"apply","handle":"g1","action":${nested(100_000)}}`, 'invalid-action'],
      [`{"op":"new","game":"example-pig","config":{"players":${nested(100_000)}}}`, 'invalid-config'],
    ];
    for (const [request, kind] of cases) {
      const answer = ask(request);
      expect(answer, JSON.stringify(answer)).toMatchObject({ ok: false, error: { kind } });
      expect(answer.error.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
    }
    expect(ask({ op: 'legal', handle: 'g1' }).ok).toBe(true);
  });

  it('refuses a game past the memory budget or the game count, and the open games play on', () => {
    const s = new BridgeSession(catalog(), { maxLine: 3000, maxGames: 3, maxBytes: 2000 });
    const ask = (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
    const pig = JSON.stringify(catalog()['example-pig']!.setup({}, 0)).length;
    expect(ask({ op: 'new', game: 'example-pig' }).ok).toBe(true);
    const one = JSON.stringify({ op: 'new', game: 'example-pig' }).length + pig;
    expect(s.bytesInUse).toBe(one);
    // the request line alone passes the budget: refused before setup
    expect(ask({ op: 'new', game: 'example-pig', pad: 'p'.repeat(2000) }).error).toMatchObject({ kind: 'too-large', message: expect.stringMatching(/--max-bytes/) });
    // the line and the state together pass it
    expect(ask({ op: 'new', game: 'example-pig', pad: 'p'.repeat(2000 - one - 40) }).error.kind).toBe('too-large');
    expect(s.bytesInUse).toBe(one);
    expect(ask({ op: 'new', game: 'example-pig', pad: 'p'.repeat(1000) }).ok).toBe(true);
    expect(ask({ op: 'new', game: 'example-pig' }).ok).toBe(true);
    expect(ask({ op: 'new', game: 'example-pig' }).error.kind).toBe('too-many-games');
    expect(ask({ op: 'hello', pad: 'x'.repeat(3000) }).error.kind).toBe('too-long');
    expect(ask({ op: 'apply', handle: 'g1', index: 0 }).ok).toBe(true);
    ask({ op: 'close', handle: 'g2' });
    expect(s.bytesInUse).toBe(2 * one);
    // a clone is charged like a new game
    expect(ask({ op: 'clone', handle: 'g1' }).ok).toBe(true);
    expect(s.bytesInUse).toBeGreaterThan(2 * one + pig);
    ask({ op: 'close', handle: 'g4' });
    expect(s.bytesInUse).toBe(2 * one);
  });

  it('splits stdin into lines without holding more than the limit of a long one', async () => {
    const lines = async (chunks: (string | Buffer)[], max: number) => {
      const out: Line[] = [];
      for await (const line of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(new LineSplitter(max))) out.push(line);
      return out;
    };
    const euro = Buffer.from('"€"');
    expect(await lines(['a\r\nbb\n', euro.subarray(0, 2), euro.subarray(2), '\n', 'last'], 5)).toEqual(['a', 'bb', '"€"', 'last']);
    expect(await lines(['12345\n123', '456', '789\nok\n', 'x'.repeat(9)], 5)).toEqual(['12345', new OverlongLine(9), 'ok', new OverlongLine(9)]);
  });

  it('runs as a CLI command over stdin lines, answering a blank one', async () => {
    const r = await run(['serve', '--stdio'], {}, false, ['{"id":"a","op":"games"}', '', '{"id":"b","op":"new","game":"free-at-last","seed":1}']);
    expect(r.code).toBe(0);
    const [games, blank, created] = r.out.split('\n').map((l) => JSON.parse(l));
    expect(blank).toMatchObject({ id: null, ok: false, error: { kind: 'bad-json' } });
    expect(games.games.map((g: { id: string }) => g.id)).toContain('chicago-68');
    expect(created).toMatchObject({ id: 'b', ok: true, handle: 'g1', players: ['SNCC', 'CORE', 'SCLC', 'NAACP'] });
    expect((await run(['serve'])).err).toMatch(/serve needs --stdio/);
    expect((await run(['serve', '--stdio', '--max-games', '0'])).err).toMatch(/--max-games must be at least 1/);
    const limited = await run(['serve', '--stdio', '--max-line', '40', '--max-games', '1'], {}, false, ['"x"'.repeat(20), '{"op":"new","game":"example-pig"}', '{"op":"new","game":"free-at-last"}']);
    expect(limited.out.split('\n').map((l) => JSON.parse(l).error?.kind)).toEqual(['too-long', undefined, 'too-many-games']);
  });
});

/** `[[[…]]]` as JSON, `depth` lists deep. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
