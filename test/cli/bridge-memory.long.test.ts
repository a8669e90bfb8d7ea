import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/*
 * Issue 35 item 4, docs/security.md §6 "Memory per client": the heap an open game costs on the
 * bridge, measured in a child process for the largest config the bridge accepts (a `new` line of just
 * under --max-line, one card text of the component set filling it), fails past the documented budget:
 * 64 KB of heap per open game when the games share a set, and 3 bytes of heap per byte charged
 * against --max-bytes when each game has a set of its own.
 */

const GAME_HEAP = 64 * 1024;
const HEAP_PER_BYTE = 3;
const script = new URL('./support/bridge-memory.ts', import.meta.url).pathname;

describe('the bridge holds the documented memory per open game (docs/security.md §6)', () => {
  for (const id of ['free-at-last', 'chicago-68', 'free-at-last-1955']) {
    it(`${id}: the largest accepted config, 60 games with one set, 4 with a set each`, () => {
      const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, id, '60', '4'], { encoding: 'utf8' });
      const m = JSON.parse(out.trim().split('\n').pop()!) as { lineBytes: number; perGame: number; perByte: number };
      expect(m.lineBytes).toBeGreaterThan(990_000);
      expect(m.perGame).toBeLessThan(GAME_HEAP);
      expect(m.perByte).toBeLessThan(HEAP_PER_BYTE);
    }, 120_000);
  }
});
