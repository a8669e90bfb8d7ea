import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { subjectOf } from '../src/core/question.js';
import { createRandom } from '../src/core/rng.js';
import type { Game } from '../src/core/types.js';
import { chanceQuestionSchema as chicagoChance } from '../src/games/chicago-68/index.js';
import { chanceQuestionSchema as falChance } from '../src/games/free-at-last/index.js';
import { chanceQuestionSchema as fal1955Chance } from '../src/games/free-at-last-1955/index.js';
import { games } from '../src/registry.js';
import { configs } from './support/configs.js';

/*
 * Every question says what it is, in data (issue 26, DESIGN §1), per game over seeded random games
 * of every config and mode in manual chance: at a chance node `ask` is one of the game's chance
 * questions (`chanceQuestionSchema`, strict: which die or deck, for whom, where), at a decision it
 * names its kind, the seat that `toMove` names, and a subject beyond the seats still to be asked; and
 * every seat's view (a spectator's at a chance node) carries the same question.
 */

const chanceSchemas: Record<keyof typeof games, z.ZodMiniType> = { 'free-at-last': falChance, 'chicago-68': chicagoChance, 'free-at-last-1955': fal1955Chance };
const SEEDS = 2;

/** The problems of the questions of one random game, each with its step. */
function problems(game: Game<any, any, any, any>, config: Record<string, unknown>, seed: number): string[] {
  const chance = chanceSchemas[game.id as keyof typeof games];
  const random = createRandom(seed);
  const out: string[] = [];
  let s = game.setup({ ...config, chance: 'manual' }, seed);
  for (let i = 0; i < 20_000 && !game.isTerminal(s) && out.length < 5; i++) {
    const who = game.toMove(s);
    const q = game.ask(s) as Record<string, unknown> | null;
    const at = `seed ${seed} step ${i}: ${JSON.stringify(q)}`;
    if (q === null) out.push(`${at}: no question`);
    else if (who === 'chance') {
      if (!chance.safeParse(q).success) out.push(`${at}: not one of the game's chance questions`);
    } else {
      const subject = Object.keys(subjectOf(q as never)).filter((k) => k !== 'after');
      if (typeof q['decision'] !== 'string' || q['seat'] !== who) out.push(`${at}: not ${who}'s decision`);
      if (subject.length === 0) out.push(`${at}: names no subject`);
    }
    const view = game.view(s, who === 'chance' ? null : who) as { ask: unknown };
    if (JSON.stringify(view.ask) !== JSON.stringify(q)) out.push(`${at}: the view asks ${JSON.stringify(view.ask)}`);
    const legal = game.legalActions(s);
    s = game.apply(s, legal[random.int(legal.length)], { validate: false });
  }
  if (game.ask(s) !== null) out.push(`seed ${seed}: a question after the end`);
  return out;
}

describe('every chance node names its kind and subject, every decision its kind, seat and subject', () => {
  for (const game of Object.values(games)) {
    for (const config of configs[game.id as keyof typeof games]) {
      it(`${game.id} ${JSON.stringify(config)}: ${SEEDS} random games in manual chance`, () => {
        for (let seed = 1; seed <= SEEDS; seed++) expect(problems(game, config, seed)).toEqual([]);
      });
    }
  }
});
