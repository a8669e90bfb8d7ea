import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/rng.js';
import { actionCards, chicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, area, clearMap, edit, game, onTurn, put, start, unit } from './helpers.js';

/*
 * The game runs on the core task machine (one handler per task kind: rules/handlers.ts does not
 * compile without one): every card's rules reached, setup events kept, and states that share what an
 * action leaves untouched.
 */

describe('task machine', () => {
  it('has the rules of every Action Card (Appendices 1–4): each is offered for play', () => {
    const offered = new Set<string>();
    for (const players of [2, 3, 4] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const random = createRandom(seed);
        let s = game.setup({ players }, seed);
        while (!game.isTerminal(s)) {
          const legal = game.legalActions(s);
          for (const a of legal) if (a.type === 'play' || a.type === 'card') offered.add(a.card);
          s = game.apply(s, legal[random.int(legal.length)]!);
        }
      }
    }
    // a card random games seldom bring into a hand: on its faction's first-game turn
    for (const c of actionCards.filter((x) => !offered.has(x.id))) {
      const s = chicagoScenario(start()).at('turn', c.faction).hand(c.faction, [c.id]).state;
      if (game.legalActions(s).some((a) => a.type === 'play' && a.card === c.id)) offered.add(c.id);
    }
    expect(actionCards.map((c) => c.id).filter((n) => !offered.has(n))).toEqual([]);
  });

  it('keeps the events of setup (Game.start)', () => {
    const { events } = game.start({ firstGame: true }, 1);
    expect(events.filter((e) => e.type === 'placed' && e['why'] === 'Setup 9')).toHaveLength(9);
    expect(events).toContainEqual({ type: 'round', round: 1, time: 'Day' });
  });

  it('consecutive states share what an action leaves untouched', () => {
    const s0 = edit(start(), (d) => {
      clearMap(d);
      onTurn(d, 'police');
      put(d, 'lincoln-park', { p1: 1, m1: 2 });
    });
    const s1 = act(s0, { type: 'play', card: 'move' });
    const s2 = act(s1, unit('lincoln-park', 'p1'));
    const s3 = act(s2, area('old-town'));
    expect(s3.areas['old-town']!.u.p1).toBe(1);
    for (const [name, a] of Object.entries(s2.areas)) if (name !== 'lincoln-park' && name !== 'old-town') expect(s3.areas[name]).toBe(a);
    expect(s3.paths).toBe(s2.paths);
    expect(s3.supply).toBe(s2.supply);
    expect(s3.hands).toBe(s2.hands);
    expect(s2.areas).toBe(s1.areas); // choosing the unit changes no area
    expect(s1.hands.mayor).toBe(s0.hands.mayor);
  });
});
