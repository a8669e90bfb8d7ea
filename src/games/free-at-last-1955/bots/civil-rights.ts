import { best } from '../../../core/best.js';
import { referenceComponents } from '../data/components.js';
import type { Goal } from '../data/schema.js';
import type { Action } from '../schema.js';
import type { SeatView } from '../view.js';
import { restoresNonviolence } from '../rules/lookups.js';
import { cityIds, cityIndex, confrontationOdds, leaderMod, oddsBoard, protestOdds, type Odds } from './odds.js';

/*
 * The civil rights side of the Free At Last (1955–65) heuristic. Points come from protests won (2.4,
 * 10.1) and the Freedom Events (10.2: none won scores −10); the game is lost with Non-violence
 * Abandoned or three states without B units (5.3). So it plays a Freedom Event's card as soon as its
 * protest can still be won, restores Non-violence when it runs low, activates its leaders with the
 * free 1-Ops action (4.1, 5.2) where the CRT odds are good, keeps its other cards for confrontations
 * (6.5: won, they stay in front), and places its units where a state would be left without B.
 */

type Act<T extends Action['type']> = Extract<Action, { type: T }>;
type FreedomEvent = (typeof freedomEvents)[number];

const { cards, leaders, cities, freedomEvents, counts } = referenceComponents;
const cardOf = new Map(cards.map((c) => [c.id, c]));
const leaderOf = new Map(leaders.map((l) => [l.id, l]));
const cityOf = new Map(cities.map((c) => [c.id, c]));
/** The prompt names leaders and cities by display name: back to ids. */
const leaderId = new Map(leaders.map((l) => [l.name, l.id]));
const cityId = new Map(cities.map((c) => [c.name, c.id]));
const GOALS = ['S', 'A', 'V'] as const;
const matches = (f: FreedomEvent, city: string, goal: Goal): boolean => f.goal === goal && (f.cities.includes(city) || f.states.includes(cityOf.get(city)!.state));

// the reference set's cities by index (odds.ts), its states in the order of their first city, each city's state by index
const stateIds = [...new Set(cities.map((c) => c.state))];
const stateOfCity = cities.map((c) => stateIds.indexOf(c.state));
const everyCity = cityIds.map((_, i) => i);
/** 2.2, 6.2 The cities (by index) each civil rights leader may protest in: every city for a national leader, else his state's. */
const reachOf = new Map(leaders.map((l) => [l.id, l.scope === 'national' ? everyCity : everyCity.filter((i) => cities[i]!.state === l.state)]));

/** 10.2 Each Freedom Event's cities (by index), and the events a protest could win by city and goal (`3 × city + goal`). */
const eventCities = freedomEvents.map((f) => everyCity.filter((i) => matches(f, cityIds[i]!, f.goal)));
const eventsAt = everyCity.flatMap((i) => GOALS.map((goal) => freedomEvents.flatMap((f, k) => (matches(f, cityIds[i]!, goal) ? [k] : []))));
/** 10.2 The Freedom Event (by index) a card opens, if any. */
const eventOfCard = new Map(cards.flatMap((c) => {
  const ev = c.effects.find((e) => e.kind === 'freedomEvent')?.event;
  const k = freedomEvents.findIndex((f) => f.id === ev);
  return k < 0 ? [] : [[c.id, k] as const];
}));
/** 2.5 The cards whose event restores Non-violence. */
const restoring = new Set(cards.filter(restoresNonviolence).map((c) => c.id));
const opsOf = (card: string | null): number => (card === null ? 1 : (cardOf.get(card)?.ops ?? 1));

/**
 * What protests are worth to the civil rights side in one view (2.4, 2.5, 10.0.1, 10.2), each part
 * worked out when first read: one choice scans many protests of one view. One instance serves the
 * view asked about last (a bot reads one view per choice): a new view resets it, so that no arrays
 * are allocated per choice; an entry is valid while its stamp is the view's number.
 */
class Worth {
  view: SeatView | undefined;
  /** What a lost protest costs (2.5): a step toward Non-violence Abandoned, dearer as the track falls. */
  lossCost = 0;
  #views = 0;
  /** Each protest's gain, by `3 × city + goal`. */
  readonly #gains = new Float64Array(3 * cities.length);
  readonly #gainsFor = new Float64Array(3 * cities.length);
  /** Each Freedom Event's cities still without its marker. */
  readonly #left = new Int32Array(freedomEvents.length);
  readonly #leftFor = new Float64Array(freedomEvents.length);
  /** What winning a protest toward each Freedom Event adds to its gain. */
  readonly #events = new Float64Array(freedomEvents.length);
  readonly #eventsFor = new Float64Array(freedomEvents.length);
  /** 5.3 B units of each state. */
  readonly #b = new Int32Array(stateIds.length);
  #bFor = 0;

  /** Makes this the worth of `view`. */
  reset(view: SeatView): void {
    this.view = view;
    this.#views++;
    this.lossCost = 1 + 6 / Math.max(1, view.nonviolence);
  }

  /** 10.2 How many of event `k`'s cities still lack its marker: its protest can still be won while any do. */
  left(k: number): number {
    if (this.#leftFor[k] !== this.#views) {
      const goal = freedomEvents[k]!.goal;
      let n = 0;
      for (const i of eventCities[k]!) if (!this.view!.cities[cityIds[i]!]!.m[goal]) n++;
      this.#left[k] = n;
      this.#leftFor[k] = this.#views;
    }
    return this.#left[k]!;
  }

  /** 5.3 B units of a state (by index). */
  bIn(state: number): number {
    const b = this.#b;
    if (this.#bFor !== this.#views) {
      b.fill(0);
      for (let i = 0; i < cityIds.length; i++) {
        const st = stateOfCity[i]!;
        b[st] = b[st]! + this.view!.cities[cityIds[i]!]!.u.B;
      }
      this.#bFor = this.#views;
    }
    return b[state]!;
  }

  /** 10.2 What winning a protest toward event `k` adds: the bonus of one more event won if it is open; −2 for its last target before its card is played. */
  #event(k: number): number {
    if (this.#eventsFor[k] !== this.#views) {
      const view = this.view!;
      const f = freedomEvents[k]!;
      const status = view.freedomEvents[f.id];
      let d = 0;
      if (status === 'open') {
        const won = Object.values(view.freedomEvents).filter((x) => x === 'won').length;
        const bonus = counts.freedomBonus;
        d = Math.max(3, bonus[Math.min(won + 1, bonus.length - 1)]! - bonus[Math.min(won, bonus.length - 1)]!);
      } else if (status === undefined && !f.cards.every((x) => view.removed.includes(x))) {
        // keep the event's last target for its card (10.2), unless every card of it is out of the game
        if (this.left(k) <= 1) d = -2;
      }
      this.#events[k] = d;
      this.#eventsFor[k] = this.#views;
    }
    return this.#events[k]!;
  }

  /** 2.4, 10.0.1, 10.2 What winning a protest in city `i` for goal `g` (by index) is worth. */
  gain(i: number, g: number): number {
    const at = 3 * i + g;
    if (this.#gainsFor[at] !== this.#views) {
      const m = oddsBoard(this.view!).markers[i]!;
      let gain = 1;
      if ((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) === 2) {
        const r = cities[i]!.reward;
        gain += r.kind === 'freedom' ? r.n : r.kind === 'nonviolence' ? r.n * (this.view!.nonviolence <= 3 ? 1.5 : 0.5) : 0.3 * r.n;
      }
      for (const k of eventsAt[at]!) {
        const d = this.#event(k);
        if (d !== 0) gain += d;
      }
      this.#gains[at] = gain;
      this.#gainsFor[at] = this.#views;
    }
    return this.#gains[at]!;
  }

  /** A protest's value: its gain by the chance to win it, less what losing it costs. */
  value(odds: Odds, i: number, g: number): number {
    return odds.win * this.gain(i, g) - odds.lose * this.lossCost;
  }
}

const worth = new Worth();

/** The {@link Worth} of a view (reset for a view other than the last one). */
function worthOf(view: SeatView): Worth {
  if (worth.view !== view) worth.reset(view);
  return worth;
}

interface Plan {
  city: string;
  value: number;
}

/** The best city (and its value) for a protest the leader would lead, moving there if he must (6.2). */
function plan(view: SeatView, leader: string): Plan | null {
  const l = leaderOf.get(leader)!;
  const from = view.leaders[leader]?.city;
  if (!from) return null;
  const reach = reachOf.get(leader)!;
  const b = oddsBoard(view);
  const w = worthOf(view);
  // the leader's die modifier for each goal (4.3, 4.4, 8.2, 6.5)
  const mod = leaderMod(view, leader);
  const crMods = GOALS.map((goal) => mod + view.climate[goal] + b.crCards);
  // 4.2 the units that can go with him from his city: S and N anywhere, B within the state
  const u = view.cities[from]!.u;
  const at = cityIndex.get(from)!;
  const home = stateOfCity[at];
  const withinState = Math.min(l.leadership, u.S + u.N + u.B);
  const acrossStates = Math.min(l.leadership, u.S + u.N + 0);
  let top = -1;
  let topValue = 0;
  for (const i of reach) {
    const extra = i === at ? 0 : stateOfCity[i] === home ? withinState : acrossStates;
    const column = b.crColumn(i, extra);
    const won = b.markers[i]!;
    for (let g = 0; g < 3; g++) {
      if ((won & (1 << g)) !== 0) continue;
      const v = w.value(b.odds(i, column, crMods[g]!), i, g);
      if (top < 0 || v > topValue) (top = i), (topValue = v);
    }
  }
  return top < 0 ? null : { city: cityIds[top]!, value: topValue };
}

/** 10.2 Does the card open a Freedom Event not yet opened whose protest can still be won? */
function opens(view: SeatView, card: string): boolean {
  const k = eventOfCard.get(card);
  return k !== undefined && view.freedomEvents[freedomEvents[k]!.id] === undefined && worthOf(view).left(k) > 0;
}

/** How much a card is worth keeping: Freedom Event cards whose protest can still be won, Non-violence events. */
function keep(view: SeatView, card: string): number {
  if (opens(view, card)) return 10;
  if (restoring.has(card)) return view.nonviolence <= 4 ? 8 : 4;
  return opsOf(card);
}

/** The cards it can spare in a confrontation (6.5): not those it keeps for their events. */
const spare = (view: SeatView): string[] => view.hand.filter((c) => keep(view, c) < 4);

/** 5.2, 6.0 The year's action. */
function play(view: SeatView, legal: readonly Action[]): Action | undefined {
  const events = legal.filter((a): a is Act<'event'> => a.type === 'event');
  // 2.5 restore Non-violence before it is abandoned
  const calm = events.find((a) => restoring.has(a.card));
  if (calm && view.nonviolence <= 3) return calm;
  // 10.2 open a Freedom Event whose protest can still be won
  const open = events.find((a) => opens(view, a.card));
  if (open) return open;
  const recruits = legal.filter((a): a is Act<'recruit'> => a.type === 'recruit');
  // 5.3 after 1959 three states without B units lose the game: fill the empty states first
  if (view.year >= counts.eliminationAfter && recruits.length > 0) {
    const w = worthOf(view);
    let empty = 0;
    for (let st = 0; st < stateIds.length; st++) if (w.bIn(st) === 0) empty++;
    if (empty >= 2 || (empty === 1 && view.actionsLeft.civilRights <= 2)) return best(recruits, (a) => (a.card === null ? 0.5 : opsOf(a.card) - keep(view, a.card) / 4));
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
function activation(view: SeatView, legal: readonly Action[]): Action | undefined {
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
    const last = worthOf(view).bIn(stateIds.indexOf(cityOf.get(from)!.state)) <= 1;
    return legal.find((a) => a.type === 'bring' && (a.unit !== 'B' || !last)) ?? legal.find((a) => a.type === 'done');
  }
  const attacking = /^civil rights: (.+): attack /.exec(view.prompt);
  const leader = attacking === null ? undefined : (leaderId.get(attacking[1]!) ?? attacking[1]!);
  const city = leader === undefined ? null : view.leaders[leader]?.city;
  if (leader !== undefined && city) {
    const attacks = legal.filter((a): a is Act<'attack'> => a.type === 'attack' && a.goal !== null);
    if (attacks.length === 0) return undefined;
    const b = oddsBoard(view);
    const w = worthOf(view);
    const mod = leaderMod(view, leader);
    const i = cityIndex.get(city)!;
    const value = (goal: Goal): number => w.value(protestOdds(b, mod, i, goal, 0), i, GOALS.indexOf(goal));
    const pick = best(attacks, (a) => value(a.goal!));
    const v = value(pick.goal!);
    return v > 0 ? pick : legal.find((a) => a.type === 'done');
  }
  return undefined;
}

/** 6.5, 4.4 The confrontation card window (one under way, offering cards, abilities or the media): cards and abilities until the odds are good. */
function confront(view: SeatView, legal: readonly Action[]): Action | undefined {
  const odds = confrontationOdds(view);
  const attacking = view.conf!.attacker === 'civilRights';
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
function placeScore(view: SeatView, city: string): number {
  const c = view.cities[city]!;
  const inState = worthOf(view).bIn(stateIds.indexOf(cityOf.get(city)!.state));
  const seg = c.u.P + (c.ns ? 0 : cityOf.get(city)!.stronghold);
  const missing = (c.m.S ? 0 : 1) + (c.m.A ? 0 : 1) + (c.m.V ? 0 : 1);
  return (inState === 0 ? 6 : inState === 1 ? 2 : 0) + missing - 0.4 * seg - 0.15 * (c.u.B + c.u.S + c.u.N);
}

/**
 * The civil rights heuristic's choice, or undefined to leave it to the shared rules of thumb. The
 * view is read (`view()`, built on first reading) only by a choice that scores it: the legal list
 * tells first whether one does.
 */
export function civilRightsChoice(view: () => SeatView, legal: readonly Action[]): Action | undefined {
  if (legal.some((a) => a.type === 'activate' || a.type === 'recruit')) return play(view(), legal);
  if (legal.some((a) => a.type === 'stay' || a.type === 'bring' || a.type === 'attack')) return activation(view(), legal);
  if (legal.some((a) => a.type === 'card' || a.type === 'ability' || a.type === 'media') && legal.some((a) => a.type === 'card' || a.type === 'done') && view().conf) {
    const c = confront(view(), legal);
    if (c) return c;
  }
  const places = legal.filter((a): a is Act<'city'> => a.type === 'city');
  if (places.length > 0 && /^civil rights: place a [BSN] unit/.test(view().prompt)) return best(places, (a) => placeScore(view(), a.city));
  return undefined;
}
