import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli.js';
import { LIMITS } from '../../src/cli/usage.js';
import { run } from './run.js';

describe('CLI input bounds and exit codes (issue 12, item 9)', () => {
  for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`game id '${id}' is an unknown game (exit 2)`, async () => {
      for (const command of ['play', 'simulate', 'schemas']) {
        const r = await run([command, id, '--games', '1']);
        expect(r.code).toBe(2);
        expect(r.err).toMatch(/unknown game/);
      }
    });
  }

  it('numeric flags are bounded, with a message naming the bound', async () => {
    const huge = '9007199254740991';
    expect(await run(['simulate', 'example-pig', '--games', huge])).toMatchObject({ code: 2, err: expect.stringMatching(`--games must be at most ${LIMITS.games}`) });
    expect(await run(['arena', 'example-pig', '--games', huge])).toMatchObject({ code: 2, err: expect.stringMatching('--games must be at most') });
    expect(await run(['bench', 'example-pig', '--budget', huge])).toMatchObject({ code: 2, err: expect.stringMatching(`--budget must be at most ${LIMITS.budget}`) });
    expect(await run(['play', 'example-pig', '--max-steps', huge])).toMatchObject({ code: 2, err: expect.stringMatching('--max-steps must be at most') });
  });

  it('--config is bounded in depth (no stack overflow)', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(await run(['play', 'example-pig', '--config', `{"x":${deep}}`])).toMatchObject({ code: 2, err: expect.stringMatching(`nested more than ${LIMITS.jsonDepth} levels`) });
    // brackets inside strings do not count
    expect((await run(['play', 'example-pig', '--config', `{"chance":"${'['.repeat(50)}"}`])).err).toMatch(/invalid config/);
  });

  it('replay neither recurses on a deep record nor echoes a huge action', async () => {
    const { files } = await run(['play', 'example-pig', '--seed', '1', '--record', 'r.json']);
    const record = JSON.parse(files['r.json']!);
    const deep = JSON.stringify({ ...record, actions: ['@'] }).replace('"@"', `{"type":"roll","x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    expect(await run(['replay', 'deep.json'], { 'deep.json': deep })).toMatchObject({ code: 2, err: expect.stringMatching(`deep.json is nested more than ${LIMITS.jsonDepth} levels`) });
    const huge = JSON.stringify({ ...record, actions: [{ type: 'roll', junk: 'x'.repeat(5_000_000) }] });
    const r = await run(['replay', 'huge.json'], { 'huge.json': huge });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^Diverged at action 0 \(an action of \d{7} characters\)/);
    expect(r.err.length).toBeLessThan(1000);
    const named = await run(['play', 'x'.repeat(100_000)]);
    expect(named.err.split('\n').every((line) => line.length < 1000)).toBe(true);
  });

  it('a config the game refuses and a missing input exit 2 with one readable line (issue 34)', async () => {
    for (const argv of [
      ['simulate', 'free-at-last', '--players', '7', '--games', '1'],
      ['simulate', 'free-at-last', '--variant', 'bogus', '--games', '1'],
    ]) {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/^protest-rules: invalid config: (players|variant): /);
    }
    expect((await run(['simulate', 'free-at-last', '--players', '7', '--games', '1'])).err).toMatch(/Too big.* or .*expected array/);
    for (const argv of [['merge', 'missing.jsonl'], ['replay', 'missing.json']]) {
      const r = await run(argv);
      expect(r).toMatchObject({ code: 2, err: `protest-rules: cannot read ${argv[1]}: no such file` });
    }
  });

  it('exit 3 when an output file cannot be written; 1 stays for a diverged replay only', async () => {
    const failing = (argv: string[]) => {
      const err: string[] = [];
      const io = {
        out: () => {},
        err: (l: string) => err.push(l),
        progress: () => {},
        showProgress: false,
        readFile: () => '',
        writeFile: (path: string) => {
          throw new Error(`ENOENT: no such file or directory, open '${path}'`);
        },
        appendFile: () => {},
        makeDirectory: () => {},
        readLines: async function* () {},
        stdin: () => Readable.from([]),
        stdout: new PassThrough(),
        now: () => 0,
        heap: { used: () => 0, collect: undefined },
      };
      return runCli(argv, io).then((code) => ({ code, err: err.join('\n') }));
    };
    expect(await failing(['play', 'example-pig', '--record', 'missing/dir/r.json'])).toMatchObject({ code: 3, err: expect.stringMatching(/cannot write missing\/dir\/r\.json/) });
    expect(await failing(['schemas', 'example-pig', '--out', 'x'])).toMatchObject({ code: 3 });
  });
});
