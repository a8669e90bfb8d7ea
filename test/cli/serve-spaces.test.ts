import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/cli/catalog.js';
import { BridgeSession } from '../../src/cli/serve/session.js';

function session() {
  const s = new BridgeSession(catalog());
  return (request: unknown) => JSON.parse(s.answer(JSON.stringify(request)));
}

describe('serve --stdio: integer actions and observations', () => {
  it('gives sizes, layouts, a sparse mask, encode/decode, observations, and applies by code', () => {
    const ask = session();
    const created = ask({ op: 'new', game: 'chicago-68', seed: 5 });
    expect(created.actionSize).toBeGreaterThan(1000);
    const spaces = ask({ op: 'spaces', handle: 'g1' });
    expect(spaces.actionSize).toBe(created.actionSize);
    expect(spaces.actionLayout[0]).toMatchObject({ type: 'play', offset: 0 });
    expect(spaces.observationLayout.find((p: { name: string }) => p.name === 'capital')).toMatchObject({ low: 0, high: null });
    for (let i = 0; i < 30; i++) {
      const mask = ask({ op: 'mask', handle: 'g1' });
      const legal = ask({ op: 'legal', handle: 'g1' }).actions;
      expect(mask.legal).toHaveLength(legal.length);
      const codes = legal.map((a: unknown) => ask({ op: 'encode', handle: 'g1', action: a }).code).sort((a: number, b: number) => a - b);
      expect(codes).toEqual(mask.legal);
      expect(ask({ op: 'decode', handle: 'g1', code: codes[0] }).action).toEqual(legal.find((a: unknown) => ask({ op: 'encode', handle: 'g1', action: a }).code === codes[0]));
      const seat = mask.toMove;
      expect(ask({ op: 'observe', handle: 'g1', player: seat }).observation).toHaveLength(created.observationSize);
      expect(ask({ op: 'apply', handle: 'g1', code: mask.legal[i % mask.legal.length], player: seat }).ok).toBe(true);
    }
  });

  it('answers bad codes and actions outside the space with bad-code', () => {
    const ask = session();
    ask({ op: 'new', game: 'example-pig' });
    expect(ask({ op: 'decode', handle: 'g1', code: 10_000 }).error.kind).toBe('bad-code');
    expect(ask({ op: 'apply', handle: 'g1', code: -1 }).error.kind).toBe('bad-code');
    expect(ask({ op: 'encode', handle: 'g1', action: { type: 'die', face: 1 } }).code).toBe(2);
    expect(ask({ op: 'apply', handle: 'g1', code: 1 }).error.kind).toBe('illegal-action');
    expect(ask({ op: 'apply', handle: 'g1', index: 0, code: 0 }).error.kind).toBe('bad-request');
  });
});
