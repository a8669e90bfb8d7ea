import { describe, expect, it } from 'vitest';
import { splitConfigFlags } from '../../src/cli/args.js';
import { run } from './run.js';

/* Friendly config flags: options a command does not know become config keys. */

describe('splitConfigFlags', () => {
  const known = { seed: { type: 'string' }, json: { type: 'boolean' } } as const;

  it('maps unknown `--flag value` pairs to config keys, `--flag` alone to true, JSON values parsed', async () => {
    const r = splitConfigFlags(['g', '--seed', '4', '--variant', 'solitaire', '--advanced', '--max-cubes=3', '--json', '--difficulty', 'willie-mays'], known);
    expect(r.args).toEqual(['g', '--seed', '4', '--json']);
    expect(r.flags).toEqual({ variant: 'solitaire', advanced: true, maxCubes: 3, difficulty: 'willie-mays' });
  });

  it('a flag followed by another option is true', async () => {
    expect(splitConfigFlags(['--advanced', '--seed', '1'], known).flags).toEqual({ advanced: true });
  });
});

describe("protest-rules play chicago-68 against the Machine", () => {
  it('plays solo (--mode solo) and co-op to the end; only the Demonstrators\' seats play', async () => {
    for (const mode of ['solo', 'coop']) {
      const r = await run(['play', 'chicago-68', '--seed', '1', '--mode', mode]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/the Machine's (mayor|police) draws/);
      expect(r.out).toMatch(/Result after \d+ decisions/);
    }
  });
});

describe('protest-rules play free-at-last with variant flags', () => {
  it('plays the advanced solitaire game at Willie Mays difficulty', async () => {
    const r = await run(['play', 'free-at-last', '--seed', '2', '--variant', 'solitaire', '--advanced', '--historical']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/config \{"variant":"solitaire","advanced":true,"historical":true\}/);
    expect(r.out).toMatch(/Seats: SNCC\n/);
    expect(r.out).toMatch(/challengeDealt/);
    expect(r.out).toMatch(/soloDraw/);
    expect(r.out).toMatch(/Result after \d+ decisions/);
  });

  it('plays team, coop and historical games with a difficulty level', async () => {
    for (const variant of ['team', 'coop', 'historical']) {
      const r = await run(['play', 'free-at-last', '--seed', '3', '--variant', variant, '--difficulty', 'willie-mays', '--advanced']);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/Result after \d+ decisions/);
    }
  });

  it('rejects a bad variant through the game config schema (exit 2)', async () => {
    const r = await run(['play', 'free-at-last', '--variant', 'solo']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/invalid config: variant/);
  });

  it('a flag that is no config key of the game is an unknown option (exit 2)', async () => {
    const r = await run(['play', 'free-at-last', '--variantt', 'team']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown option '--variantt'/);
  });

  it('simulate takes the same flags', async () => {
    const r = await run(['simulate', 'free-at-last', '--games', '2', '--workers', '1', '--variant', 'team']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/config \{.*"variant":"team"/);
  });
});
