import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games, type Game } from '../src/index.js';
import { canonicalJson } from '../src/core/json.js';
import { IllegalActionError } from '../src/core/errors.js';
import { createRandom } from '../src/core/rng.js';
import { caught } from './support/thrown.js';

/*
 * Every refusal names a rule (issue 22): in a random game of every golden config of each game, every
 * decision kind waiting (the task on top) is asked actions that another decision listed, and each
 * refusal must carry a rule section — the decision's own, or the section of the decision waiting.
 */

const goldens = new URL('./golden/', import.meta.url);
/** A rule section as the rulebooks number them, or a named part of Chicago '68's rulebook. */
const sectionShape = /^(\d+(\.\d+)*[a-z]?|Setup \d+(–\d+)?|Appendix \d|The Solo & Co-op Rules)( |$|,|–)/;
const perKind = 12;

type Tasked = { tasks: readonly { kind: string }[] };

/** The config of each golden of a game. */
const configsOf = (id: string): unknown[] =>
  readdirSync(new URL(`${id}/`, goldens))
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(new URL(`${id}/${f}`, goldens), 'utf8')) as { config: unknown }).config);

/** Refusals tried per decision kind over one random game of each config; throws on one without a section. */
function refusalsByKind(game: Game<any, any, any, any>, configs: readonly unknown[]): Map<string, number> {
  const tried = new Map<string, number>();
  configs.forEach((config, i) => {
    const random = createRandom(i + 1);
    const pool = new Map<string, unknown>();
    let s = game.setup(config, i + 1);
    for (let n = 0; n < 3000 && !game.isTerminal(s); n++) {
      const seat = game.toMove(s);
      const legal = seat === 'chance' ? game.chanceOutcomes(s).map((o) => o.outcome) : game.legalActions(s);
      if (seat !== 'chance') {
        const kind = (s as Tasked).tasks.at(-1)?.kind ?? '(none)';
        const listed = new Set(legal.map(canonicalJson));
        for (const a of legal.slice(0, 6)) pool.set(canonicalJson(a), a);
        const wrong = [...pool.entries()].filter(([k]) => !listed.has(k));
        for (let t = 0; t < 3 && wrong.length > 0 && (tried.get(kind) ?? 0) < perKind; t++) {
          const [key, action] = wrong[random.int(wrong.length)]!;
          const { rule } = caught(() => game.step(s, action), IllegalActionError);
          if (rule === undefined || !sectionShape.test(rule)) throw new Error(`${game.id} ${canonicalJson(config)}: ${key} refused at ${kind} without a rule section (${String(rule)})`);
          tried.set(kind, (tried.get(kind) ?? 0) + 1);
        }
      }
      s = game.apply(s, legal[random.int(legal.length)]!);
    }
  });
  return tried;
}

describe('every refusal of every game carries a rule section', () => {
  for (const [id, game] of Object.entries(games)) {
    it(`${id}: every decision kind met in a random game of each golden config`, () => {
      const tried = refusalsByKind(game, configsOf(id));
      expect(tried.size).toBeGreaterThan(4);
    });
  }
});
