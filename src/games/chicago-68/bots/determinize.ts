import { cachedBy } from '../../../core/cached-by.js';
import { multisetMinus as minus } from '../../../core/multiset.js';
import { drawRng, shuffled, type Random } from '../../../core/rng.js';
import type { Player } from '../../../core/types.js';
import type { ComponentSet, Faction } from '../data/schema.js';
import { referenceComponents } from '../data/components.js';
import { board } from '../rules/lookups.js';
import { machineSet } from '../rules/solo/components.js';
import type { State } from '../schema.js';

/*
 * The determinizer of Chicago '68 (Game.determinize, for search bots). What a seat cannot see
 * (view.ts): the hands of the factions it does not play, the contents of the Street Theater, Mob
 * Chaos and Policy decks (2.7.3–2.7.5; the Policy discards too), and the RNG. Each is rebuilt from
 * the component set minus what is on the table, never from the hidden lists themselves. Cards are
 * ids, kept in the order of their display names as the rules keep them (rules/lookups.ts `byName`).
 */

const factions: readonly Faction[] = ['mayor', 'police', 'yippies', 'mobe'];

type Order = (x: string, y: string) => number;

/** `sort()`'s order (of the Turn Order deck's faction names). */
const codeUnits: Order = (x, y) => (x < y ? -1 : x > y ? 1 : 0);

/** Whether `items` are in `order` already (the pools below mostly are: no copy to sort). */
function isSorted(items: readonly string[], order: Order): boolean {
  for (let i = 1; i < items.length; i++) if (order(items[i - 1]!, items[i]!) > 0) return false;
  return true;
}

/** `n` items drawn from `pool` (all of it, in a canonical order, when it has no more). */
function deal(pool: readonly string[], n: number, random: Random, order: Order, strict: boolean): string[] {
  const sorted = isSorted(pool, order) ? pool : [...pool].sort(order);
  if (!strict) return shuffled(sorted, random).slice(0, n).sort(order);
  return split(sorted, n, random, order, true)[0];
}

/**
 * A sorted list shuffled and split after `n` items, each part in `order` again (as `deal` draws).
 * With `strict` (`order` ties only equal items) the positions are shuffled instead of the items
 * (the same random draws) and each part is read off the sorted list in its order: no sort.
 */
function split(sorted: readonly string[], n: number, random: Random, order: Order, strict: boolean): [string[], string[]] {
  if (!strict) {
    const all = shuffled(sorted, random);
    return [all.slice(0, n).sort(order), all.slice(n).sort(order)];
  }
  const positions: number[] = [];
  for (let i = 0; i < sorted.length; i++) positions.push(i);
  const at = shuffled(positions, random);
  const first = new Uint8Array(sorted.length);
  for (let k = 0; k < n && k < at.length; k++) first[at[k]!] = 1;
  const out: [string[], string[]] = [[], []];
  for (let i = 0; i < sorted.length; i++) out[first[i] === 1 ? 0 : 1].push(sorted[i]!);
  return out;
}

/** Whether no two cards of a set share a display name, so that ordering by name ties only copies of one card (worked out once per set). */
const namesDistinct = cachedBy((set: ComponentSet): boolean => {
  const { name } = board({ components: set });
  const m = set.machine ?? referenceComponents.machine!;
  const ids = new Set([set.actionCards, set.streetTheater, set.policies, set.mobChaos, set.incendiary, set.tactics, m.actions, m.tactics, m.policies].flat().map((c) => c.id));
  return new Set([...ids].map(name)).size === ids.size;
});

/** Card ids the pending tasks hold face up (a drawn card being placed, a card being gained). */
function taskCards(s: State): string[] {
  return s.tasks.flatMap((t) => ('card' in t && typeof t.card === 'string' ? [t.card] : []));
}

/** What a component set deals from, worked out once per set (every determinization asks again), each list sorted. */
type Pools = {
  /** Each faction's starting cards, one id per copy. */
  readonly starting: Readonly<Record<Faction, readonly string[]>>;
  /** Each faction's cards that can come into its hand later (2.7.3), one id per copy. */
  readonly gainable: Readonly<Record<Faction, readonly string[]>>;
  /** The Street Theater cards without and with 6.3.4 Agents of Chaos, as setup builds the deck. */
  readonly streetTheater: readonly string[];
  readonly agentsOfChaos: readonly string[];
  readonly mobChaos: readonly string[];
};

const poolsOfSet = cachedBy((set: ComponentSet): Pools => {
  const { byName } = board({ components: set });
  const copies = (c: { id: string; copies: number }) => Array<string>(c.copies).fill(c.id);
  const granted = new Set(set.streetTheater.flatMap((c) => (c.grants ? [c.grants.card] : [])));
  const byFaction = (pick: (c: (typeof set.actionCards)[number], f: Faction) => boolean) =>
    Object.fromEntries(factions.map((f) => [f, set.actionCards.filter((c) => pick(c, f)).flatMap(copies).sort(byName)])) as Record<Faction, string[]>;
  return {
    starting: byFaction((c, f) => c.faction === f && c.starting),
    gainable: byFaction((c, f) => (c.faction === f && !c.starting) || granted.has(c.id)),
    streetTheater: set.streetTheater.map((c) => c.id).sort(byName),
    agentsOfChaos: [...set.streetTheater.filter((c) => c.kind !== 'counterrevolutionary').map((c) => c.id), ...set.incendiary.map((c) => c.id)].sort(byName),
    mobChaos: set.mobChaos.map((c) => c.id).sort(byName),
  };
});

const poolsOf = (s: State): Pools => poolsOfSet(board(s).set);

/**
 * 2.7.1 A hand of `n` cards of faction `f` the seat cannot see: starting cards that are not in the
 * faction's discards first, then cards a Policy or an Opportunity card may have added (2.7.3), which
 * can be another faction's.
 */
function hiddenHand(s: State, pools: Pools, f: Faction, n: number, random: Random): string[] {
  const starting = minus(pools.starting[f], s.discards[f]);
  const gained = minus(pools.gainable[f], [...starting, ...s.discards[f]]);
  const { set, byName } = board(s);
  const strict = namesDistinct(set);
  const first = deal(starting, n, random, byName, strict);
  return [...first, ...deal(gained, n - first.length, random, byName, strict)].sort(byName);
}

/**
 * A full state that `seat` cannot tell from `s`: the other factions' hands dealt again (same sizes),
 * the Street Theater, Mob Chaos and Policy decks (and the Policy discards) drawn from the cards not
 * on the table, the Turn Order deck drawn again, and a fresh RNG.
 */
export function determinizeChicago(s: State, seat: Player, random: Random): State {
  const { set, byName } = board(s);
  const pools = poolsOf(s);
  const held = taskCards(s);
  const hands = { ...s.hands };
  for (const f of factions) if (s.factionSeat[f] !== seat) hands[f] = hiddenHand(s, pools, f, s.hands[f].length, random);
  // every Street Theater card this game plays with (6.3.4 Agents of Chaos swaps in the Incendiary Counter-revolutionaries)
  const st = minus(s.inc.agentsOfChaos ? pools.agentsOfChaos : pools.streetTheater, [...s.stSplay, ...s.stDiscard, ...held]);
  const mob = minus(pools.mobChaos, [...s.mobDiscard, ...held]);
  const strict = namesDistinct(set);
  const policies = minus((s.machine ? machineSet(s).policies : set.policies).map((p) => p.id), [...s.policySplay.map((p) => p.card), ...held]).sort(byName);
  const [policyDeck, policyDiscard] = split(policies, s.policyDeck.length, random, byName, strict);
  return {
    ...s,
    rng: [...drawRng(random)],
    hands,
    stDeck: deal(st, s.stDeck.length, random, byName, strict),
    mobDeck: deal(mob, s.mobDeck.length, random, byName, strict),
    policyDeck,
    policyDiscard,
    vtoDeck: turnOrderDeck(s, random),
    ...machineDecks(s, random),
  };
}

/** Against the Machine: its Mayor, Police and Tactics draw decks, drawn from its cards not discarded or in play. */
function machineDecks(s: State, random: Random): Partial<State> {
  const m = s.machine;
  if (!m) return {};
  const set = machineSet(s);
  const b = board(s);
  const strict = namesDistinct(b.set);
  const deck = (f: 'mayor' | 'police') => deal(minus(set.actions.filter((c) => c.faction === f).map((c) => c.id), m.discards[f]), m.decks[f].length, random, b.byName, strict);
  const tactics = deal(minus(set.tactics.map((c) => c.id), [...m.tacticsDiscard, ...(s.tactic ? [s.tactic] : [])]), s.tacticsDeck.length, random, b.byName, strict);
  return { machine: { ...m, decks: { mayor: deck('mayor'), police: deck('police') } }, tacticsDeck: tactics };
}

/**
 * 6.1 the Turn Order deck, as many cards as it holds, drawn from a full deck (one Mayor and one
 * Police card fewer: they open and close the phase). An approximation: which cards are left follows
 * from the turns taken this phase, which the state does not keep.
 */
function turnOrderDeck(s: State, random: Random): Faction[] {
  if (s.vtoDeck.length === 0) return [];
  const per = board(s).set.counts.turnCardsPerFaction;
  const full = factions.flatMap((f) => Array<string>(f === 'mayor' || f === 'police' ? per - 1 : per).fill(f));
  return deal(full, s.vtoDeck.length, random, codeUnits, true) as Faction[];
}
