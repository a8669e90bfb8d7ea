import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/core/rng.js';
import type { Game } from '../src/core/types.js';
import { games } from '../src/registry.js';

/*
 * The words a person reads (issue 25): every prompt, every legal action's description and every
 * event line met in random games of every game and mode, checked for the slips people noticed —
 * "a Agitator", "yippies's turn", "SNCC chooses to exam", "discard up to 0 more card(s)".
 */

const configs: [keyof typeof games, Record<string, unknown>][] = [
  ['free-at-last', {}],
  ['free-at-last', { players: 3 }],
  ['free-at-last', { players: 2 }],
  ['chicago-68', {}],
  ['chicago-68', { players: 4, variableTurnOrder: true, incendiary: { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true } }],
  ['chicago-68', { mode: 'solo' }],
  ['chicago-68', { mode: 'coop' }],
  ['free-at-last-1955', {}],
];

/** Each slip, and what it catches. */
const slips: [RegExp, string][] = [
  [/\b[Aa] (?=[aei]|o(?!ne)|u(?!ni|s)|[AEIO][a-z]|[AEFHILMNORSX]\b)/, '"a" before a vowel sound'],
  [/\b[Aa]n (?=[b-df-hj-np-tv-z]|[BCDGJKPQTVWYZ](?![a-z])|[B-DF-HJ-NP-TV-Z][a-z])/, '"an" before a consonant sound'],
  [/s's\b/, "a plural's possessive with 's"],
  [/\(s\)/, 'a "(s)" plural'],
  [/\bup to 0\b|\b0 more\b/, 'a count of zero offered'],
  [/chooses to (exam|bamn|injunction)\b/, 'a mode id in place of words'],
  [/\.\s*\./, 'an empty sentence'],
  [/\bundefined\b|\bnull\b|\[object Object\]|NaN/, 'a missing value'],
  [/ {2}|^ | $/, 'stray spaces'],
];

/** The texts of one random game: prompts, action descriptions, event lines. */
function texts(game: Game, config: Record<string, unknown>, seed: number): Set<string> {
  const random = createRandom(seed);
  const seen = new Set<string>();
  const first = game.start(config, seed);
  let state = first.state;
  for (const e of first.events) seen.add(game.describeEvent(e));
  for (let n = 0; n < 3000 && !game.isTerminal(state); n++) {
    const legal = game.legalActions(state);
    if (game.toMove(state) !== 'chance') {
      seen.add(game.prompt(state));
      for (const a of legal) seen.add(game.describe(state, a));
    }
    const r = game.step(state, legal[random.int(legal.length)]!, { validate: false });
    for (const e of r.events) seen.add(game.describeEvent(e));
    state = r.state;
  }
  seen.add(game.prompt(state));
  return seen;
}

describe('wording: the prompts, actions and events of every game read as English', () => {
  for (const [id, config] of configs) {
    it(`${id} ${JSON.stringify(config)}`, () => {
      const game = games[id] as unknown as Game;
      const found: string[] = [];
      for (const seed of [1, 2, 3]) {
        for (const text of texts(game, config, seed)) {
          for (const [slip, what] of slips) if (slip.test(text)) found.push(`${what}: ${text}`);
        }
      }
      expect([...new Set(found)].slice(0, 30).join("\n")).toBe("");
    }, 120_000);
  }
});
