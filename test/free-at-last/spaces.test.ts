import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/rng.js';
import { freeAtLast, turnOrder, viewSchema } from '../../src/games/free-at-last/index.js';

/* Free at Last's observation (docs/research.md) read off the state: each part says what the seat's view shows. */

const game = freeAtLast as any;

describe('Free at Last observations', () => {
  it('show along random games what each seat’s view shows', () => {
    for (const players of [2, 4]) {
      const random = createRandom(players);
      let s = game.setup({ players }, players);
      const layout = game.observationLayout(s);
      const part = (o: Float32Array, name: string): number[] => {
        const p = layout.parts.find((x: { name: string }) => x.name === name)!;
        return [...o.subarray(p.offset, p.offset + p.size)];
      };
      const handIds = layout.parts.find((x: { name: string }) => x.name === 'hand').description;
      expect(handIds).toContain("'home'");
      for (let i = 0; i < 300 && !game.isTerminal(s); i++) {
        for (const seat of [...game.players({ players }), null]) {
          const v = game.view(s, seat);
          const o = game.observe(s, seat);
          expect(part(o, 'turn')).toEqual([v.turn]);
          expect(part(o, 'actionRound')).toEqual([v.actionRound]);
          expect(part(o, 'phase').indexOf(1)).toBe(viewSchema.shape.phase.options.indexOf(v.phase));
          expect(part(o, 'toMove').indexOf(1)).toBe([...turnOrder, 'chance'].indexOf(v.toMove));
          expect(part(o, 'seat').indexOf(1)).toBe(seat === null ? -1 : turnOrder.indexOf(seat));
          expect(part(o, 'failureTrack')).toEqual([v.failureTrack]);
          expect(part(o, 'decks.strategyCount')).toEqual([v.decks.strategyCount]);
          expect(part(o, 'decks.strategyDiscard').reduce((a, b) => a + b, 0)).toBe(v.decks.strategyDiscard.length);
          for (const c of ['red', 'white', 'blue']) expect(part(o, `xValues.${c}`)).toEqual([v.xValues[c]]);
          for (const org of turnOrder) {
            const x = v.orgs[org];
            expect(part(o, `orgs.${org}.present`)).toEqual([x ? 1 : 0]);
            expect(part(o, `orgs.${org}.handCount`)).toEqual([x?.handCount ?? 0]);
            expect(part(o, `orgs.${org}.staffPoolCount`)).toEqual([x?.staffPoolCount ?? 0]);
            expect(part(o, `orgs.${org}.vp`)).toEqual([x?.vp ?? 0]);
          }
          const mine = seat === null ? undefined : v.orgs[seat];
          const handSize = mine ? mine.hand.length + (mine.homeCardInHand ? 1 : 0) : 0;
          expect(part(o, 'hand').reduce((a, b) => a + b, 0)).toBe(handSize);
        }
        const legal = game.legalActions(s);
        s = game.apply(s, legal[random.int(legal.length)], { validate: false });
      }
    }
  }, 60_000);
});
