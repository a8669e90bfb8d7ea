import { canonicalJson } from '../core/json.js';
import type { BaseAction, BaseState, Game } from '../core/types.js';
import { fail, type Setting, type Trace } from './random-games.js';

type Property = (settings: readonly Setting[], body: (setting: Setting, seed: number) => void) => () => Promise<void>;
type Play<S, A> = (setting: Setting, seed: number) => Trace<S, A>;

/**
 * The integer-action check (for a game with `actionSpace`): at every state of random games, every
 * legal action and chance outcome encodes to an integer inside the space that decodes back to it,
 * `legalMask` has exactly as many ones as there are legal actions (so no two share an integer), and
 * the space keeps its size through the game.
 */
export function actionSpaceCheck<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, settings: readonly Setting[], property: Property, play: Play<S, A>): { name: string; run: () => Promise<void> } {
  const { actionSpace, encode, decode, legalMask } = game;
  return {
    name: 'integer actions: every legal action and chance outcome round-trips; legalMask has one 1 per legal action',
    run: property(settings, (setting, seed) => {
      if (!actionSpace || !encode || !decode || !legalMask) fail(setting, seed, null, 'actionSpace, encode, decode and legalMask come together');
      const { states } = play(setting, seed);
      const size = actionSpace(states[0]!).size;
      states.forEach((s, i) => {
        if (actionSpace(s).size !== size) fail(setting, seed, i, `The action space changed size (${size} → ${actionSpace(s).size})`);
        const listed = [...game.legalActions(s), ...game.chanceOutcomes(s).map((o) => o.outcome)];
        for (const a of listed) {
          let back: A;
          let n: number;
          try {
            n = encode(s, a);
            back = decode(s, n);
          } catch (e) {
            fail(setting, seed, i, `${JSON.stringify(a)} does not round-trip: ${String(e)}`);
          }
          if (!(Number.isInteger(n) && n >= 0 && n < size)) fail(setting, seed, i, `${JSON.stringify(a)} encodes to ${n}, outside 0…${size - 1}`);
          if (canonicalJson(back) !== canonicalJson(a)) fail(setting, seed, i, `${JSON.stringify(a)} encodes to ${n}, which decodes to ${JSON.stringify(back)}`);
        }
        const mask = legalMask(s);
        const ones = mask.reduce((k, x) => k + x, 0);
        const legal = game.legalActions(s).length;
        if (mask.length !== size || ones !== legal) fail(setting, seed, i, `legalMask has ${ones} ones over ${mask.length} for ${legal} legal actions`);
      });
    }),
  };
}

/**
 * The observation check (for a game with `observe`): at every 8th state of random games, every
 * seat's (and a spectator's) vector has the layout's size, every number lies within its part's
 * range, and `observeInto` (when the game has it) writes the same numbers from an offset.
 */
export function observationCheck<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, settings: readonly Setting[], property: Property, play: Play<S, A>): { name: string; run: () => Promise<void> } {
  const { observe, observeInto, observationLayout } = game;
  return {
    name: 'observations have the layout’s size and every number within its part’s range',
    run: property(settings, (setting, seed) => {
      if (!observe || !observationLayout) fail(setting, seed, null, 'observe and observationLayout come together');
      const seats = game.players(setting.config);
      play(setting, seed).states.forEach((s, i) => {
        if (i % 8 !== 0) return; // every 8th state: observing every seat costs more than a step
        const layout = observationLayout(s);
        for (const p of [...seats, null]) {
          const o = observe(s, p);
          if (o.length !== layout.size) fail(setting, seed, i, `The observation of ${p} has ${o.length} numbers, its layout ${layout.size}`);
          if (observeInto) {
            const into = new Float32Array(layout.size + 1).fill(Number.NaN);
            observeInto(s, p, into, 1);
            if (into.subarray(1).join() !== o.join()) fail(setting, seed, i, `observeInto wrote other numbers than observe for ${p}`);
          }
          for (const part of layout.parts) {
            for (let k = part.offset; k < part.offset + part.size; k++) {
              const x = o[k]!;
              if (!(x >= part.low && x <= part.high)) fail(setting, seed, i, `${part.name}[${k - part.offset}] of ${p} is ${x}, outside [${part.low}, ${part.high}]`);
            }
          }
        }
      });
    }),
  };
}
