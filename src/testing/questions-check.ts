import { questionSchema, subjectOf } from '../core/question.js';
import type { BaseAction, BaseState, Game } from '../core/types.js';
import { fail, type Setting, type Trace } from './random-games.js';

/**
 * Every question says what it is, in data (DESIGN §1): at every state of random games `ask` is
 * `null` exactly when the game is over; at a chance node it names the kind (`chance`), at a
 * decision the kind (`decision`) and the seat that `toMove` names; and each names a subject (a
 * field beyond those).
 */
export function questionsCheck<S extends BaseState, A extends BaseAction>(
  game: Game<S, A, any, any>,
  settings: readonly Setting[],
  property: (settings: readonly Setting[], body: (setting: Setting, seed: number) => void) => () => Promise<void>,
  play: (setting: Setting, seed: number) => Trace<S, A>,
): { readonly name: string; readonly run: () => Promise<void> } {
  return {
    name: 'every chance node names its kind and subject, every decision its kind, seat and subject (ask)',
    run: property(settings, (setting, seed) => {
      play(setting, seed).states.forEach((s, i) => {
        const who = game.toMove(s);
        const q = game.ask(s);
        if (who === null) {
          if (q !== null) fail(setting, seed, i, `ask is ${JSON.stringify(q)} after the game is over`);
          return;
        }
        const parsed = questionSchema.safeParse(q);
        if (!parsed.success) return fail(setting, seed, i, `ask gives ${JSON.stringify(q)}, not a question`);
        const asked = parsed.data;
        if (who === 'chance' && !('chance' in asked)) fail(setting, seed, i, `a chance node asked as ${JSON.stringify(q)}`);
        if (who !== 'chance' && (!('decision' in asked) || asked.seat !== who)) fail(setting, seed, i, `${who}'s decision asked as ${JSON.stringify(q)}`);
        if (Object.keys(subjectOf(asked)).length === 0) fail(setting, seed, i, `${JSON.stringify(q)} names no subject`);
      });
    }),
  };
}
