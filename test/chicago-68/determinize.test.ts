import { describe, expect, it } from 'vitest';
import { multisetMinus as minus } from '../../src/core/multiset.js';
import { createRandom, drawRng, playout, shuffled, type Random } from '../../src/core/index.js';
import { machineComponents, referenceComponents, type Chicago68ConfigInput as ConfigInput } from '../../src/games/chicago-68/index.js';
import { game, type State } from './helpers.js';

/*
 * The determinizer (bots/determinize.ts) deals from pools sorted once per component set, shuffles
 * positions instead of cards when no two cards share a name, and merges instead of sorting: its
 * determinizations are those of the plain one below (every pool built from the set and sorted at
 * each deal, the cards shuffled), the same random draws giving the same state, byte for byte.
 */

const factions = ['mayor', 'police', 'yippies', 'mobe'] as const;

/** The determinization written plainly: what the rules say is hidden, dealt from the set minus the table. */
function plainDeterminize(s: State, seat: string, random: Random): State {
  const set = s.components ?? referenceComponents;
  const machine = set.machine ?? machineComponents;
  // cards are kept in the order of their display names (`sort()`'s order of the names)
  const names = new Map([set.areas, set.actionCards, set.streetTheater, set.policies, set.tactics, set.mobChaos, set.incendiary, machine.actions, machine.tactics, machine.policies].flat().map((c) => [c.id, c.name]));
  const byName = (x: string, y: string) => {
    const a = names.get(x) ?? x;
    const b = names.get(y) ?? y;
    return a < b ? -1 : a > b ? 1 : 0;
  };
  const deal = (pool: string[], n: number) => shuffled([...pool].sort(byName), random).slice(0, n).sort(byName);
  const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);
  const copies = (cards: readonly { id: string; copies: number }[]) => cards.flatMap((c) => Array<string>(c.copies).fill(c.id));
  const held = s.tasks.flatMap((t) => ('card' in t && typeof t.card === 'string' ? [t.card] : []));
  const granted = new Set(set.streetTheater.flatMap((c) => (c.grants ? [c.grants.card] : [])));
  const hands = { ...s.hands };
  for (const f of factions) {
    if (s.factionSeat[f] === seat) continue;
    const starting = minus(copies(set.actionCards.filter((c) => c.faction === f && c.starting)), s.discards[f]);
    const gainable = copies(set.actionCards.filter((c) => (c.faction === f && !c.starting) || granted.has(c.id)));
    const first = deal(starting, s.hands[f].length);
    hands[f] = [...first, ...deal(minus(gainable, [...starting, ...s.discards[f]]), s.hands[f].length - first.length)].sort(byName);
  }
  const streetTheater = s.inc.agentsOfChaos ? [...ids(set.streetTheater.filter((c) => c.kind !== 'counterrevolutionary')), ...ids(set.incendiary)] : ids(set.streetTheater);
  const policies = shuffled(minus(ids(s.machine ? machine.policies : set.policies), [...s.policySplay.map((p) => p.card), ...held]).sort(byName), random);
  const d: State = {
    ...s,
    hands,
    policyDeck: policies.slice(0, s.policyDeck.length).sort(byName),
    policyDiscard: policies.slice(s.policyDeck.length).sort(byName),
    rng: [...drawRng(random)],
    stDeck: deal(minus(streetTheater, [...s.stSplay, ...s.stDiscard, ...held]), s.stDeck.length),
    mobDeck: deal(minus(ids(set.mobChaos), [...s.mobDiscard, ...held]), s.mobDeck.length),
  };
  const per = set.counts.turnCardsPerFaction;
  const turnCards = factions.flatMap((f) => Array<string>(f === 'mayor' || f === 'police' ? per - 1 : per).fill(f));
  d.vtoDeck = s.vtoDeck.length === 0 ? [] : (shuffled(turnCards.sort(), random).slice(0, s.vtoDeck.length).sort() as State['vtoDeck']);
  if (s.machine) {
    const m = machine;
    d.tacticsDeck = deal(minus(ids(m.tactics), [...s.machine.tacticsDiscard, ...(s.tactic ? [s.tactic] : [])]), s.tacticsDeck.length);
    const mayor = deal(minus(ids(m.actions.filter((c) => c.faction === 'mayor')), s.machine.discards.mayor), s.machine.decks.mayor.length);
    const police = deal(minus(ids(m.actions.filter((c) => c.faction === 'police')), s.machine.discards.police), s.machine.decks.police.length);
    d.machine = { ...s.machine, decks: { mayor, police } };
  }
  return d;
}

/** The reference set with cards that share a display name (a set of one's own may): the determinizer's non-strict path. */
const twin = <C extends { id: string }>(cards: readonly C[], i: number, more: Partial<C> = {}): C[] => [...cards, { ...cards[i]!, id: `${cards[i]!.id}-twin`, ...more }];
// the Action Card twins start in the other pool (starting, gained): a hand dealt from both has two cards of one name
const actionTwins = (cards: typeof referenceComponents.actionCards, f: string) => {
  const i = cards.findIndex((c) => c.faction === f && c.starting);
  return twin(cards, i, { starting: false, copies: 3 });
};
const sharedNames = {
  ...referenceComponents,
  actionCards: factions.reduce(actionTwins, referenceComponents.actionCards),
  mobChaos: twin(referenceComponents.mobChaos, 2),
  policies: twin(referenceComponents.policies, 1),
};

describe("Chicago '68 determinizer", () => {
  const configs: ConfigInput[] = [
    { players: 2 },
    { players: 3, variableTurnOrder: true },
    { players: 4, incendiary: { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true } },
    { mode: 'solo' },
    { mode: 'coop', variableTurnOrder: true },
    { players: 2, components: sharedNames },
    { mode: 'solo', components: sharedNames },
  ];
  for (const config of configs) {
    it(`deals as the plain determinization does (${JSON.stringify({ ...config, components: config.components && 'shared names' })})`, () => {
      let n = 0;
      for (const seed of [1, 2]) {
        const seats = game.players(config);
        playout(game, {
          seed,
          config,
          onStep: ({ state }) => {
            const s = state as State;
            if (game.toMove(s) === null) return;
            for (const seat of seats) {
              const r = 1000 * seed + n++;
              expect(JSON.stringify(game.determinize!(s, seat, createRandom(r)))).toBe(JSON.stringify(plainDeterminize(s, seat, createRandom(r))));
            }
          },
        });
      }
      expect(n).toBeGreaterThan(100);
    }, 60_000);
  }
});
