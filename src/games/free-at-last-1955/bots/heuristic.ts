import { best } from '../../../core/best.js';
import type { SyncBot } from '../../../core/bots.js';
import { createRandom } from '../../../core/rng.js';
import { referenceComponents } from '../data/components.js';
import type { Action, State, View } from '../schema.js';
import { seatView, type SeatView } from '../view.js';
import { civilRightsChoice } from './civil-rights.js';

/*
 * The heuristic bot of Free At Last (1955–65): rules of thumb from the rulebook, reading only the
 * seat's view. It is the rollout policy of `ismcts` in the arena, so every choice is one scan of
 * the legal actions. Card and election data come from the reference component set.
 */

type Side = 'civilRights' | 'segregationist';
type Act<T extends Action['type']> = Extract<Action, { type: T }>;

const cards = new Map(referenceComponents.cards.map((c) => [c.id, c]));
const leaderSide = new Map(referenceComponents.leaders.map((l) => [l.id, l.side]));
const elections = new Map(referenceComponents.elections.map((e) => [e.year, e.candidates]));
const ownColor: Record<Side, string> = { civilRights: 'red', segregationist: 'blue' };
const opsOf = (card: string | null): number => (card === null ? 1 : (cards.get(card)?.ops ?? 1));

type City = SeatView['cities'][string];

/** 3.0 a side's strength in a city: civil rights B, S, N; segregationist P, W (an E marker counts one more, 7.1.2). */
function strength(c: City, side: Side): number {
  return side === 'civilRights' ? c.u.B + 2 * c.u.S + 2 * c.u.N : c.u.P + c.u.W + (c.e ? 1 : 0);
}

/** 2.1, 10.0.1 the Integration markers a city still lacks (what a protest there can win). */
const missing = (c: City): number => (c.m.S ? 0 : 1) + (c.m.A ? 0 : 1) + (c.m.V ? 0 : 1);

/**
 * How good a city is for the side: where its units outnumber the other side's; civil rights also
 * where markers are still to be won (10.0.1), the segregationist where B units stand to be arrested.
 * When the prompt asks to remove units (`removing`), the reverse: take them where they matter least.
 */
function cityScore(view: SeatView, side: Side, city: string, removing: boolean): number {
  const c = view.cities[city];
  if (!c) return removing ? -0 : 0;
  const other: Side = side === 'civilRights' ? 'segregationist' : 'civilRights';
  const edge = strength(c, side) - strength(c, other);
  if (removing) return -edge;
  return edge + (side === 'civilRights' ? missing(c) : c.u.B / 2);
}

/** 8.2 the candidate whose ratings help the side: civil rights the better ratings, the segregationist the worse. */
function candidateScore(view: SeatView, side: Side, candidate: number): number {
  const c = elections.get(view.year)?.[candidate];
  if (!c) return 0;
  const ratings = c.S + c.A + c.V;
  return side === 'civilRights' ? ratings : -ratings;
}

/** 7.1 step 7 the loss to take: the cheapest unit (B before S and N; P before W, which hold an E marker, 7.1.3). */
const lossOrder: Record<string, number> = { B: 3, P: 3, W: 1, S: 1, N: 1 };

/**
 * Free At Last (1955–65)'s heuristic bot. The civil rights side plays by the CRT odds
 * (civil-rights.ts); for the rest, and for the segregationist: plays its own side's events (6.4;
 * a Freedom Event's card above all, 10.2: none won scores −10), activates leaders to attack where
 * its side is stronger (6.2, 7.1), uses leaders' abilities and confrontation cards,
 * entrenches W units (6.3.2), takes the cheapest losses, backs the candidate whose ratings help it
 * (8.1, 8.2) with its lowest card, and holds rather than discards (6.6). `seed` breaks ties.
 */
export function freeAtLast1955Heuristic(seed = 0): SyncBot<Action, View> {
  const random = createRandom(seed);
  return {
    name: `free-at-last-1955-heuristic(${seed})`,
    choose(input) {
      // the seat's view, read when first needed: given the state (a search's rollout, a playout), only
      // the parts read are made from it (`seatView`, the same values as the view's)
      const { player, legal } = input;
      let seen: SeatView | undefined;
      const view = (): SeatView => (seen ??= input.state === undefined ? input.view : seatView(input.state as State, player as Side));
      const side = player as Side;
      const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Act<T> => a.type === type);
      const jitter = () => random.int(4) / 8;
      let removing: boolean | undefined;
      const score = (city: string): number => cityScore(view(), side, city, (removing ??= /remove/.test(view().prompt)));
      const mine = side === 'civilRights' ? civilRightsChoice(view, legal) : undefined;
      if (mine) return mine;
      const events = of('event').filter((a) => cards.get(a.card)?.color === ownColor[side]);
      if (events.length > 0) return best(events, (a) => (cards.get(a.card)?.effects.some((e) => e.kind === 'freedomEvent') ? 10 : 0) + opsOf(a.card) + jitter());
      const activations = of('activate');
      if (activations.length > 0 && random.int(3) > 0) return best(activations, (a) => -opsOf(a.card) + (view().leaders[a.leader]?.city ? score(view().leaders[a.leader]!.city!) / 4 : 0) + jitter());
      const recruits = of('recruit');
      if (recruits.length > 0) return best([...recruits, ...of('cities')], (a) => (a.type === 'recruit' ? 1 : 0) + opsOf(a.card) + jitter());
      const ability = legal.find((a) => a.type === 'ability' || a.type === 'entrench');
      if (ability) return ability;
      const confrontationCards = of('card');
      if (confrontationCards.length > 0) return best(confrontationCards, (a) => opsOf(a.card));
      const attacks = of('attack');
      // 2.5 a lost protest costs Non-violence: attack only where one of the side's leaders has the edge
      const edge = (): number => Math.max(...Object.entries(view().leaders).filter(([l, x]) => x.city !== null && leaderSide.get(l) === side).map(([, x]) => score(x.city!)));
      if (attacks.length > 0 && (edge() >= 2 || !legal.some((a) => a.type === 'done'))) return attacks[random.int(attacks.length)]!;
      const commits = of('commit');
      if (commits.length > 0) return best(commits, (a) => 3 * candidateScore(view(), side, a.candidate) - opsOf(a.card));
      const losses = of('loss');
      if (losses.length > 0) return best(losses, (a) => lossOrder[a.unit] ?? 0);
      const places = of('city');
      if (places.length > 0) return best(places, (a) => score(a.city) + jitter());
      const moves = of('move');
      if (moves.length > 0) return best(moves, (a) => score(a.to) + jitter());
      const states = of('state');
      if (states.length > 0) return states[random.int(states.length)]!;
      const calm = legal.find((a) => a.type === 'done' || a.type === 'stay');
      if (calm) return calm;
      return legal[random.int(legal.length)]!;
    },
  };
}
