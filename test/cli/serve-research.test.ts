import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/cli/catalog.js';
import { BridgeSession } from '../../src/cli/serve/session.js';
import { run } from './run.js';

function session() {
  const s = new BridgeSession(catalog());
  return (request: unknown) => JSON.parse(s.answer(typeof request === 'string' ? request : JSON.stringify(request)));
}

/** Plays the first legal code `n` times (or until the end). */
function advance(ask: ReturnType<typeof session>, handle: string, n: number) {
  let status = ask({ op: 'step', handle, index: 0, codes: true });
  for (let i = 1; i < n && !status.terminal; i++) status = ask({ op: 'step', handle, code: status.codes[0], codes: true });
  return status;
}

describe('serve --stdio: the research ops (clone, export/restore, determinize, step, describe, info, chance)', () => {
  it('clone copies a game without replay: the copy moves on alone, the original stays', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'free-at-last', seed: 4 });
    advance(ask, handle, 20);
    const before = ask({ op: 'export', handle }).snapshot;
    const copy = ask({ op: 'clone', handle });
    expect(copy).toMatchObject({ ok: true, handle: 'g2', players: ['SNCC', 'CORE', 'SCLC', 'NAACP'], terminal: false });
    advance(ask, copy.handle, 30);
    expect(ask({ op: 'export', handle }).snapshot).toEqual(before);
    expect(ask({ op: 'export', handle: copy.handle }).snapshot).not.toEqual(before);
  });

  it('export then restore gives the same game, checked by the game; a tampered or foreign snapshot is refused', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'chicago-68', seed: 9, config: { chance: 'auto' } });
    advance(ask, handle, 15);
    const { snapshot } = ask({ op: 'export', handle });
    expect(snapshot).toMatchObject({ game: 'chicago-68', config: { chance: 'auto' } });
    const restored = ask({ op: 'restore', snapshot: JSON.parse(JSON.stringify(snapshot)) });
    expect(restored.ok).toBe(true);
    expect(ask({ op: 'mask', handle: restored.handle }).legal).toEqual(ask({ op: 'mask', handle }).legal);
    expect(ask({ op: 'restore', snapshot: { ...snapshot, version: '0.0.0' } }).error.kind).toBe('bad-request');
    expect(ask({ op: 'restore', snapshot: { ...snapshot, game: 'toString' } }).error.kind).toBe('unknown-game');
    const broken = ask({ op: 'restore', snapshot: { ...snapshot, state: { ...snapshot.state, round: 'x' } } });
    expect(broken.error.kind).toBe('invalid-state');
    expect(broken.error.message.length).toBeGreaterThan(0);
  });

  it('step answers the legal codes and, when asked, the events in words; a code that is not legal is refused with the rule', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'free-at-last-1955', seed: 2 });
    const mask = ask({ op: 'mask', handle });
    const stepped = ask({ op: 'step', handle, code: mask.legal[0], codes: true, events: true });
    expect(stepped.ok).toBe(true);
    expect(stepped.codes).toEqual(ask({ op: 'mask', handle }).legal);
    expect(stepped.texts).toHaveLength(stepped.events.length);
    const illegal = [...Array(ask({ op: 'info', handle }).actionSize).keys()].find((c) => !stepped.codes.includes(c))!;
    expect(ask({ op: 'step', handle, code: illegal }).error.kind).toBe('illegal-action');
    expect(ask({ op: 'step', handle, code: -1 }).error.kind).toBe('bad-code');
    expect(ask({ op: 'step', handle, index: 0, code: stepped.codes[0] }).error.kind).toBe('bad-request');
    expect(ask({ op: 'describe', handle, code: stepped.codes[0] }).text).toMatch(/\w/);
    expect(ask({ op: 'describe', handle, action: { type: 'no such action' } }).error.kind).toBe('invalid-action');
  });

  it('info gives the metadata OpenSpiel asks for', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'example-pig' });
    expect(ask({ op: 'info', handle })).toMatchObject({ game: 'example-pig', players: ['north', 'east'], chance: 'auto', minUtility: -1, maxUtility: 1, generalSum: true, maxGameLength: 100_000, determinize: true });
  });

  it('chance answers (code, probability) pairs in code order, matching the mask', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'example-pig', config: { chance: 'manual' } });
    const { outcomes } = ask({ op: 'chance', handle });
    expect(outcomes.map((o: number[]) => o[0])).toEqual(ask({ op: 'mask', handle }).legal);
    expect(outcomes.reduce((a: number, o: number[]) => a + o[1]!, 0)).toBeCloseTo(1);
    expect(ask({ op: 'step', handle, code: outcomes[0][0] }).ok).toBe(true);
    const auto = ask({ op: 'new', game: 'example-pig' });
    expect(ask({ op: 'chance', handle: auto.handle }).error.kind).toBe('bad-request');
  });

  it('determinize gives a new game that looks the same to the seat, for each seed the same', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'free-at-last', seed: 5 });
    advance(ask, handle, 10);
    const seat = ask({ op: 'info', handle }).players[0];
    const a = ask({ op: 'determinize', handle, player: seat, seed: 3 });
    const b = ask({ op: 'determinize', handle, player: seat, seed: 3 });
    expect(ask({ op: 'observe', handle: a.handle, player: seat }).observation).toEqual(ask({ op: 'observe', handle, player: seat }).observation);
    expect(ask({ op: 'export', handle: a.handle }).snapshot).toEqual(ask({ op: 'export', handle: b.handle }).snapshot);
    expect(ask({ op: 'determinize', handle, player: 'nobody' }).error.kind).toBe('unknown-player');
  });

  it('a bad seed says why; a blank line is answered', async () => {
    const ask = session();
    const bad = ask({ op: 'new', game: 'example-pig', seed: '1'.repeat(60) });
    expect(bad.error.kind).toBe('invalid-config');
    expect(bad.error.message).toMatch(/Seed/);
    const { out } = await run(['serve', '--stdio'], {}, false, ['', '{"id":1,"op":"hello"}']);
    expect(out.split('\n').map((l) => JSON.parse(l).ok)).toEqual([false, true]);
  });
});

describe('serve --stdio: rollout', () => {
  it('plays random games to the end in the bridge and answers the mean reward of each seat, the same for a seed', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'example-pig', config: { chance: 'manual' } });
    const a = ask({ op: 'rollout', handle, seed: 4, count: 20 });
    expect(a.returns).toHaveLength(2);
    for (const x of a.returns) expect(Math.abs(x)).toBeLessThanOrEqual(1);
    expect(ask({ op: 'rollout', handle, seed: 4, count: 20 })).toEqual(a);
    expect(ask({ op: 'rollout', handle, count: 1001 }).error.kind).toBe('bad-request');
    expect(ask({ op: 'legal', handle }).toMove).toBe('chance');
    // Cut after 3 decisions: the game's evaluation (Secret Pig has none: 0); Free at Last's, within the bounds
    expect(ask({ op: 'rollout', handle, depth: 3 }).returns).toEqual([0, 0]);
    const fal = ask({ op: 'new', game: 'free-at-last', seed: 2 });
    for (const x of ask({ op: 'rollout', handle: fal.handle, depth: 10, count: 3 }).returns) expect(Math.abs(x)).toBeLessThanOrEqual(1);
  });

  it('plays a manual-chance game to its end, drawing chance from the seed (another seed, other draws)', () => {
    const ask = session();
    const { handle } = ask({ op: 'new', game: 'example-pig', config: { chance: 'manual' } });
    const ends = [1, 2, 3, 4, 5, 6].map((seed) => ask({ op: 'rollout', handle, seed }).returns);
    // One finished game each: a winner's +1 and -1 for the other seat, never an evaluation
    for (const r of ends) expect([...r].sort()).toEqual([-1, 1]);
    expect(new Set(ends.map((r) => r.join()))).toHaveProperty('size', 2);
    expect(ask({ op: 'legal', handle }).toMove).toBe('chance');
  });
});
