import { best } from '../../../core/best.js';
import { referenceComponents } from '../data/components.js';
import type { Goal } from '../data/schema.js';
import type { Action, View } from '../schema.js';
import { restoresNonviolence } from '../rules/lookups.js';
import { confrontationOdds, oddsBoard, protestOdds, type Odds } from './odds.js';

/*
 * The civil rights side of the Free At Last (1955–65) heuristic. Points come from protests won (2.4,
 * 10.1) and the Freedom Events (10.2: none won scores −10); the game is lost with Non-violence
 * Abandoned or three states without B units (5.3). So it plays a Freedom Event's card as soon as its
 * protest can still be won, restores Non-violence when it runs low, activates its leaders with the
 * free 1-Ops action (4.1, 5.2) where the CRT odds are good, keeps its other cards for confrontations
 * (6.5: won, they stay in front), and places its units where a state would be left without B.
 */

type Act<T extends Action['type']> = Extract<Action, { type: T }>;

const { cards, leaders, cities, freedomEvents, counts } = referenceComponents;
const cardOf = new Map(cards.map((c) => [c.id, c]));
const leaderOf = new Map(leaders.map((l) => [l.id, l]));
const cityOf = new Map(cities.map((c) => [c.id, c]));
/** The prompt names leaders and cities by display name: back to ids. */
const leaderId = new Map(leaders.map((l) => [l.name, l.id]));
const cityId = new Map(cities.map((c) => [c.name, c.id]));
const citiesOf = new Map<string, string[]>();
for (const c of cities) citiesOf.set(c.state, [...(citiesOf.get(c.state) ?? []), c.id]);
const GOALS = ['S', 'A', 'V'] as const;

const eventOfCard = (card: string): string | undefined => cardOf.get(card)?.effects.find((e) => e.kind === 'freedomEvent')?.event;
const restores = (card: string): boolean => {
  const c = cardOf.get(card);
  return c !== undefined && restoresNonviolence(c);
};
const opsOf = (card: string | null): number => (card === null ? 1 : (cardOf.get(card)?.ops ?? 1));
const matches = (f: (typeof freedomEvents)[number], city: string, goal: Goal): boolean =>
  f.goal === goal && (f.cities.includes(city) || f.states.includes(cityOf.get(city)!.state));

/** 10.2 A Freedom Event's protest can still be won: a city it names still lacks its marker. */
const winnable = (view: View, f: (typeof freedomEvents)[number]): boolean =>
  cities.some((c) => matches(f, c.id, f.goal) && !view.cities[c.id]!.m[f.goal]);

/** 5.3 B units of a state. */
const bIn = (view: View, state: string): number => citiesOf.get(state)!.reduce((t, c) => t + view.cities[c]!.u.B, 0);

/** What a lost protest costs (2.5): a step toward Non-violence Abandoned, dearer as the track falls. */
const lossCost = (view: View): number => 1 + 6 / Math.max(1, view.nonviolence);

// 10.2 the Freedom Events a protest for a goal in a city could win, by city and goal
const eventsAt = new Map<string, (typeof freedomEvents)[number][]>();
for (const c of cities) for (const goal of GOALS) eventsAt.set(c.id + goal, freedomEvents.filter((f) => matches(f, c.id, goal)));

/** 2.4, 10.0.1, 10.2 What winning a protest in `city` for `goal` is worth. */
function gainOf(view: View, city: string, goal: Goal): number {
  const m = view.cities[city]!.m;
  let g = 1;
  if ((m.S ? 1 : 0) + (m.A ? 1 : 0) + (m.V ? 1 : 0) === 2) {
    const r = cityOf.get(city)!.reward;
    g += r.kind === 'freedom' ? r.n : r.kind === 'nonviolence' ? r.n * (view.nonviolence <= 3 ? 1.5 : 0.5) : 0.3 * r.n;
  }
  for (const f of eventsAt.get(city + goal)!) {
    const status = view.freedomEvents[f.id];
    if (status === 'open') {
      const won = Object.values(view.freedomEvents).filter((x) => x === 'won').length;
      const bonus = counts.freedomBonus;
      g += Math.max(3, bonus[Math.min(won + 1, bonus.length - 1)]! - bonus[Math.min(won, bonus.length - 1)]!);
    } else if (status === undefined && !f.cards.every((x) => view.removed.includes(x))) {
      // keep the event's last target for its card (10.2), unless every card of it is out of the game
      const left = cities.filter((x) => matches(f, x.id, goal) && !view.cities[x.id]!.m[goal]).length;
      if (left <= 1) g -= 2;
    }
  }
  return g;
}

// one choice scans many protests of one view: their gains are worked out once per view
const cityIndex = new Map(cities.map((c, i) => [c.id, i]));
const cityIds = cities.map((c) => c.id);
const gains = new WeakMap<View, Float64Array>();

/** The gains of one view's protests, by `3 × city index + goal index` (NaN: not worked out yet). */
function gainsOf(view: View): Float64Array {
  let m = gains.get(view);
  if (!m) gains.set(view, (m = new Float64Array(3 * cities.length).fill(Number.NaN)));
  return m;
}

function gain(view: View, m: Float64Array, city: string, goal: Goal): number {
  const k = 3 * cityIndex.get(city)! + GOALS.indexOf(goal);
  if (Number.isNaN(m[k]!)) m[k] = gainOf(view, city, goal);
  return m[k]!;
}

const value = (view: View, odds: Odds, city: string, goal: Goal, m = gainsOf(view)): number => odds.win * gain(view, m, city, goal) - odds.lose * lossCost(view);

interface Plan {
  city: string;
  value: number;
}

/** 4.2 Units that can go with a leader from `from` to `to`: S and N anywhere, B within the state. */
function escorts(view: View, leader: string, from: string, to: string): number {
  const u = view.cities[from]!.u;
  const sameState = cityOf.get(from)!.state === cityOf.get(to)!.state;
  const movable = u.S + u.N + (sameState ? u.B : 0);
  return Math.min(leaderOf.get(leader)!.leadership, movable);
}

/** The best city (and its value) for a protest the leader would lead, moving there if he must (6.2). */
function plan(view: View, leader: string): Plan | null {
  const l = leaderOf.get(leader)!;
  const from = view.leaders[leader]?.city;
  if (!from) return null;
  const reach = l.scope === 'national' ? cityIds : citiesOf.get(l.state)!;
  // the view's gains and the protests' shared odds looked up once for the whole scan
  const m = gainsOf(view);
  const b = oddsBoard(view);
  let top: Plan | null = null;
  for (const city of reach) {
    const extra = city === from ? 0 : escorts(view, leader, from, city);
    for (const goal of GOALS) {
      if (view.cities[city]!.m[goal]) continue;
      const v = value(view, protestOdds(view, leader, city, goal, extra, b), city, goal, m);
      if (top === null || v > top.value) top = { city, value: v };
    }
  }
  return top;
}

/** How much a card is worth keeping: Freedom Event cards whose protest can still be won, Non-violence events. */
function keep(view: View, card: string): number {
  const ev = eventOfCard(card);
  const f = ev === undefined ? undefined : freedomEvents.find((x) => x.id === ev);
  if (f && view.freedomEvents[f.id] === undefined && winnable(view, f)) return 10;
  if (restores(card)) return view.nonviolence <= 4 ? 8 : 4;
  return opsOf(card);
}

/** The cards it can spare in a confrontation (6.5): not those it keeps for their events. */
const spare = (view: View): string[] => view.hand.filter((c) => keep(view, c) < 4);

/** 5.2, 6.0 The year's action. */
function play(view: View, legal: readonly Action[]): Action | undefined {
  const events = legal.filter((a): a is Act<'event'> => a.type === 'event');
  // 2.5 restore Non-violence before it is abandoned
  const calm = events.find((a) => restores(a.card));
  if (calm && view.nonviolence <= 3) return calm;
  // 10.2 open a Freedom Event whose protest can still be won
  const open = events.find((a) => {
    const f = freedomEvents.find((x) => x.id === eventOfCard(a.card));
    return f !== undefined && view.freedomEvents[f.id] === undefined && winnable(view, f);
  });
  if (open) return open;
  const recruits = legal.filter((a): a is Act<'recruit'> => a.type === 'recruit');
  // 5.3 after 1959 three states without B units lose the game: fill the empty states first
  const empty = [...citiesOf.keys()].filter((st) => bIn(view, st) === 0).length;
  if (view.year >= counts.eliminationAfter && recruits.length > 0 && (empty >= 2 || (empty === 1 && view.actionsLeft.civilRights <= 2))) {
    return best(recruits, (a) => (a.card === null ? 0.5 : opsOf(a.card) - keep(view, a.card) / 4));
  }
  const activations = legal.filter((a): a is Act<'activate'> => a.type === 'activate');
  const plans = new Map<string, number>();
  for (const a of activations) if (!plans.has(a.leader)) plans.set(a.leader, plan(view, a.leader)?.value ?? -1);
  const goodLeaders = [...plans].filter(([, v]) => v > 0.2);
  if (goodLeaders.length > 0) {
    const [leader] = best(goodLeaders, ([, v]) => v);
    const options = activations.filter((a) => a.leader === leader);
    // the free action when it is enough (5.2), else the card it minds least
    return best(options, (a) => (a.card === null ? 100 : -keep(view, a.card) - opsOf(a.card) / 10));
  }
  // units from its own events (B, S, N), else recruit (6.1)
  const units = events.find((a) => cardOf.get(a.card)?.color === 'red' && keep(view, a.card) < 4);
  if (units) return units;
  if (recruits.length > 0) return best(recruits, (a) => (a.card === null ? 0.5 : opsOf(a.card) - keep(view, a.card)));
  return undefined;
}

/** 6.2, 4.2, 7.1 The steps of a leader's activation, read from the prompt. */
function activation(view: View, legal: readonly Action[]): Action | undefined {
  const moving = /^civil rights: (.+) is activated: move/.exec(view.prompt);
  if (moving) {
    const leader = leaderId.get(moving[1]!) ?? moving[1]!;
    const p = plan(view, leader);
    const here = view.leaders[leader]?.city;
    if (!p || p.city === here) return legal.find((a) => a.type === 'stay');
    return legal.find((a) => a.type === 'city' && a.city === p.city);
  }
  const bringing = /^civil rights: .+: bring a unit from (.+?) \(/.exec(view.prompt);
  if (bringing) {
    const from = cityId.get(bringing[1]!) ?? bringing[1]!;
    const last = bIn(view, cityOf.get(from)!.state) <= 1;
    return legal.find((a) => a.type === 'bring' && (a.unit !== 'B' || !last)) ?? legal.find((a) => a.type === 'done');
  }
  const attacking = /^civil rights: (.+): attack /.exec(view.prompt);
  const leader = attacking === null ? undefined : (leaderId.get(attacking[1]!) ?? attacking[1]!);
  const city = leader === undefined ? null : view.leaders[leader]?.city;
  if (leader !== undefined && city) {
    const attacks = legal.filter((a): a is Act<'attack'> => a.type === 'attack' && a.goal !== null);
    if (attacks.length === 0) return undefined;
    const pick = best(attacks, (a) => value(view, protestOdds(view, leader, city, a.goal!, 0), city, a.goal!));
    const v = value(view, protestOdds(view, leader, city, pick.goal!, 0), city, pick.goal!);
    return v > 0 ? pick : legal.find((a) => a.type === 'done');
  }
  return undefined;
}

/** 6.5, 4.4 The confrontation card window: cards and abilities until the odds are good. */
function confront(view: View, legal: readonly Action[]): Action | undefined {
  if (!view.conf || !legal.some((a) => a.type === 'card' || a.type === 'ability' || a.type === 'media')) return undefined;
  const odds = confrontationOdds(view);
  const attacking = view.conf.attacker === 'civilRights';
  const enough = attacking ? odds.win >= 0.85 : odds.lose <= 0.15;
  if (enough) return legal.find((a) => a.type === 'done');
  const ability = legal.find((a) => a.type === 'ability');
  if (ability) return ability;
  const spared = spare(view);
  const playable = legal.filter((a): a is Act<'card'> => a.type === 'card' && spared.includes(a.card));
  if (playable.length > 0) return best(playable, (a) => opsOf(a.card));
  return legal.find((a) => a.type === 'done');
}

/** 5.3 Where a civil rights unit goes: a state short of B units first, else a city to protest in. */
function placeScore(view: View, city: string): number {
  const c = view.cities[city]!;
  const inState = bIn(view, cityOf.get(city)!.state);
  const seg = c.u.P + (c.ns ? 0 : cityOf.get(city)!.stronghold);
  const missing = GOALS.filter((g) => !c.m[g]).length;
  return (inState === 0 ? 6 : inState === 1 ? 2 : 0) + missing - 0.4 * seg - 0.15 * (c.u.B + c.u.S + c.u.N);
}

/** The civil rights heuristic's choice, or undefined to leave it to the shared rules of thumb. */
export function civilRightsChoice(view: View, legal: readonly Action[]): Action | undefined {
  if (legal.some((a) => a.type === 'activate' || a.type === 'recruit')) return play(view, legal);
  if (legal.some((a) => a.type === 'stay' || a.type === 'bring' || a.type === 'attack')) return activation(view, legal);
  if (view.conf && legal.some((a) => a.type === 'card' || a.type === 'done')) {
    const c = confront(view, legal);
    if (c) return c;
  }
  if (/^civil rights: place a [BSN] unit/.test(view.prompt)) {
    const places = legal.filter((a): a is Act<'city'> => a.type === 'city');
    if (places.length > 0) return best(places, (a) => placeScore(view, a.city));
  }
  return undefined;
}
