import { describe, expect, it } from 'vitest';
import { run } from './run.js';

/*
 * Issue 35 item 5: every command that takes --seed takes the library's full seed range (a signed
 * 128-bit integer), and all refuse the same out-of-range seed with the same message.
 */

const commands: Record<string, (seed: string) => string[]> = {
  play: (seed) => ['play', 'example-pig', `--seed=${seed}`, '--max-steps', '5'],
  simulate: (seed) => ['simulate', 'example-pig', '--games', '1', '--workers', '1', `--seed=${seed}`],
  arena: (seed) => ['arena', 'example-pig', '--games', '1', `--seed=${seed}`],
};

describe('--seed takes the full seed range in every command', () => {
  for (const [name, argv] of Object.entries(commands)) {
    it(`${name} plays seeds past 2^53, to 2^127 − 1 and down to −2^127`, async () => {
      for (const seed of ['9007199254740993', String((1n << 127n) - 1n), String(-(1n << 127n))]) {
        const r = await run(argv(seed));
        expect(r.err, `${name} --seed ${seed}`).toBe('');
        expect(r.code, `${name} --seed ${seed}`).toBe(0);
      }
    }, 60_000);
  }

  it('every command refuses 2^127 with the same message', async () => {
    const messages = await Promise.all(Object.values(commands).map(async (argv) => {
      const r = await run(argv(String(1n << 127n)));
      expect(r.code).toBe(2);
      return r.err;
    }));
    expect(messages[0]).toMatch(/--seed must be a signed 128-bit integer/);
    expect(new Set(messages).size).toBe(1);
  });
});
