import { BridgeSession } from '../../../src/cli/serve/session.js';
import { defaultLimits } from '../../../src/cli/serve/limits.js';
import { games } from '../../../src/index.js';
import { referenceComponents as chicagoSet } from '../../../src/games/chicago-68/index.js';
import { referenceComponentsWithTexts as falSet } from '../../../src/games/free-at-last/words/index.js';
import { referenceComponents as set1955 } from '../../../src/games/free-at-last-1955/index.js';

/*
 * Run by test/cli/bridge-memory.long.test.ts in a child process (`node --expose-gc --import tsx`): the
 * heap each open game costs on the bridge when a client opens many games of the largest config the
 * bridge accepts (a `new` line of just under --max-line, most of it one card text of the set: Free at Last's reference set with its texts, as
 * `protest-rules/free-at-last/words` gives it),
 * every game with the same set, and the heap per byte charged when each game has a set of its own.
 * Prints one JSON line.
 */

const gc = (globalThis as { gc?: () => void }).gc!;
const heap = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const sets = { 'free-at-last': falSet, 'chicago-68': chicagoSet, 'free-at-last-1955': set1955 } as const;
type Id = keyof typeof sets;

/** The set with its first card text grown so that the `new` line is `line` bytes, `fill` its padding. */
function largest(id: Id, line: number, fill: string): string {
  const pad = (set: unknown, n: number): unknown => {
    let done = false;
    const walk = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(walk);
      if (v === null || typeof v !== 'object') return v;
      const o = { ...(v as Record<string, unknown>) };
      if (!done && typeof o['text'] === 'string') {
        done = true;
        o['text'] = fill.repeat(n);
        return o;
      }
      for (const k of Object.keys(o)) o[k] = walk(o[k]);
      return o;
    };
    return walk(set);
  };
  const request = (n: number) => JSON.stringify({ op: 'new', game: id, seed: 1, config: { components: pad(sets[id], n) } });
  return request(line - Buffer.byteLength(request(0)));
}

const id = process.argv[2] as Id;
const games_ = Number(process.argv[3]);
const distinct = Number(process.argv[4]);
const limits = defaultLimits();
const maxLine = limits.maxLine - 1;
/** Games opened before the measure. */
const WARM = 20;

// one set for every game
const session = new BridgeSession(games, limits);
const line = largest(id, maxLine, 'x');
/** The `new` line as sent: a set without a card text to grow would leave it short, and the test fails. */
const lineBytes = Buffer.byteLength(line);
const opened = (n: number): void => {
  for (let i = 0; i < n; i++) {
    const a = JSON.parse(session.answer(line)) as { ok: boolean; error?: unknown };
    if (!a.ok) throw new Error(JSON.stringify(a.error));
  }
};
opened(WARM); // the set held, the caches warm: what the next games add is theirs
const before = heap();
const chargedBefore = session.bytesInUse;
opened(games_);
const perGame = (heap() - before) / games_;
const chargedPerGame = (session.bytesInUse - chargedBefore) / games_;

// a set of its own for every game
const own = new BridgeSession(games, limits);
const start = heap();
for (let i = 0; i < distinct; i++) own.answer(largest(id, maxLine, String.fromCharCode(97 + (i % 26)) + 'y'.repeat(Math.floor(i / 26))).replace(/(y+)x/, '$1'));
const perByte = (heap() - start) / own.bytesInUse;

console.log(JSON.stringify({ id, lineBytes, perGame, chargedPerGame, perByte, heapLimit: limits.maxBytes * 8, maxBytes: limits.maxBytes }));
