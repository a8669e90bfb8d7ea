import { describe, expect, it } from 'vitest';
import { run } from './run.js';

/** Answers for stdin: bad ones first, then the first or second action in turn. */
const answers = (n: number): string[] => ['x', '99', ...Array.from({ length: n }, (_, i) => String((i % 2) + 1))];

describe('protest-rules play --seat: a person against bots, on stdin', () => {
  it('shows the board, the question and numbered actions, re-asks a bad answer, prints events, ends with the result', async () => {
    const r = await run(['play', 'example-pig', '--seat', 'north', '--bots', 'random', '--seed', '3'], {}, false, answers(200));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/you play north\. east: random/);
    expect(r.out).toMatch(/^ {2}banked +0, 0$/m); // the view as a text board
    expect(r.out).toMatch(/^> north: roll or hold/m);
    expect(r.out).toMatch(/^ {3}1\. north rolls$/m);
    expect(r.out).toMatch(/'x' is not a number from 1 to 1\./);
    expect(r.out).toMatch(/'99' is not a number from 1 to 1\./);
    expect(r.out).toMatch(/^You: north rolls$/m);
    expect(r.out).toMatch(/^ {4}· north rolls a \d$/m); // an event in words
    expect(r.out).toMatch(/^east: east (rolls|holds)$/m);
    expect(r.out).toMatch(/^Result after \d+ decisions: /m);
  });

  it('the same answers give the same game; a record replays', async () => {
    const files: Record<string, string> = {};
    const a = await run(['play', 'example-pig', '--seat', 'east', '--seed', '5', '--record', 'r.json'], files, false, answers(200));
    const b = await run(['play', 'example-pig', '--seat', 'east', '--seed', '5'], {}, false, answers(200));
    expect(a.out.replace(/\nRecord written to r\.json$/, '')).toBe(b.out);
    expect((await run(['replay', 'r.json'], files)).code).toBe(0);
  });

  it('stops when the person quits or the input ends', async () => {
    const quit = await run(['play', 'example-pig', '--seat', 'north'], {}, false, ['q']);
    expect(quit.code).toBe(0);
    expect(quit.out).not.toMatch(/Result after/);
    const ended = await run(['play', 'example-pig', '--seat', 'north'], {}, false, []);
    expect(ended.out).toMatch(/Input ended/);
  });

  it('plays a seat of every game, showing the game\'s text board with the seat\'s hand', async () => {
    const boards = [
      ['free-at-last', 'CORE', [/^ {2}Org +VP +Stars/m, /^ {2}CORE +\d+ +\d+/m, /^Your hand {5}\S/m, /^Your staff {4}\S/m]],
      ['chicago-68', 'demonstrators', [/^Round \d \(\w+\) · Exposure -?\d+/m, /^ {2}Area +MOBE1 +MOBE2/m, /^ {2}Lincoln Park +\S/m, /^Your yippies {2}\S/m, /^Your mobe {5}\S/m, /^Hand sizes {4}mayor \d/m]],
      ['free-at-last-1955', 'segregationist', [/^19\d\d · on move: /m, /^ {2}City +B +S +N +P +W/m, /^ {2}Birmingham +\S/m, /^Your hand {5}\S/m, /^Hand sizes {4}civilRights \d/m]],
    ] as const;
    for (const [game, seat, lines] of boards) {
      const r = await run(['play', game, '--seat', seat, '--bots', 'random', '--max-steps', '60'], {}, false, answers(60));
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/^You: /m);
      expect(r.out).toMatch(/^ {3}1\. /m);
      for (const line of lines) expect(r.out, `${game}: ${line}`).toMatch(line);
      expect(r.out, 'a text board is not cut like the generic rendering').not.toMatch(/…$/m);
    }
  });

  it('rejects a seat the game does not have, and --bots of the wrong count', async () => {
    expect(await run(['play', 'example-pig', '--seat', 'up'])).toMatchObject({ code: 2, err: expect.stringMatching(/--seat must be one of north, east/) });
    expect(await run(['play', 'example-pig', '--players', '3', '--seat', 'north', '--bots', 'random,random,random'])).toMatchObject({ code: 2, err: expect.stringMatching(/--bots names one bot/) });
    expect(await run(['play', 'example-pig', '--bots', 'random'])).toMatchObject({ code: 2, err: expect.stringMatching(/without --seat/) });
  });
});
