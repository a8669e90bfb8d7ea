import { cachedBy } from '../../../core/cached-by.js';
import { multisetMinus as minus } from '../../../core/multiset.js';
import { drawRng, shuffled, type Random } from '../../../core/rng.js';
import type { Player } from '../../../core/types.js';
import type { ComponentSet, Faction } from '../data/schema.js';
import { board } from '../rules/lookups.js';
import { machineSet } from '../rules/solo/components.js';
import type { State } from '../schema.js';

/*
 * The determinizer of Chicago '68 (Game.determinize, for search bots). What a seat cannot see
 * (view.ts): the hands of the factions it does not play, the contents of the Street Theater, Mob
 * Chaos and Policy decks (2.7.3–2.7.5; the Policy discards too), and the RNG. Each is rebuilt from
 * the component set minus what is on the table, never from the hidden lists themselves.
 */

const factions: readonly Faction[] = ['mayor', 'police', 'yippies', 'mobe'];

/** Whether `items` are in `sort()`'s order already (the pools below mostly are: no copy to sort). */
function isSorted(items: readonly string[]): boolean {
  for (let i = 1; i < items.length; i++) if (items[i - 1]! > items[i]!) return false;
  return true;
}

/** `n` items drawn from `pool` (all of it, in a canonical order, when it has no more). */
const deal = (pool: readonly string[], n: number, random: Random): string[] => shuffled(isSorted(pool) ? pool : [...pool].sort(), random).slice(0, n).sort();

/** Card names the pending tasks hold face up (a drawn card being placed, a card being gained). */
function taskCards(s: State): string[] {
  return s.tasks.flatMap((t) => ('card' in t && typeof t.card === 'string' ? [t.card] : []));
}

/** What a component set deals from, worked out once per set (every determinization asks again), each list sorted. */
type Pools = {
  /** Each faction's starting cards, one name per copy. */
  readonly starting: Readonly<Record<Faction, readonly string[]>>;
  /** Each faction's cards that can come into its hand later (2.7.3), one name per copy. */
  readonly gainable: Readonly<Record<Faction, readonly string[]>>;
  /** The Street Theater cards without and with 6.3.4 Agents of Chaos, as setup builds the deck. */
  readonly streetTheater: readonly string[];
  readonly agentsOfChaos: readonly string[];
  readonly mobChaos: readonly string[];
};

const poolsOfSet = cachedBy((set: ComponentSet): Pools => {
  const copies = (c: { name: string; copies: number }) => Array<string>(c.copies).fill(c.name);
  const granted = new Set(set.streetTheater.flatMap((c) => (c.grants ? [c.grants.card] : [])));
  const byFaction = (pick: (c: (typeof set.actionCards)[number], f: Faction) => boolean) =>
    Object.fromEntries(factions.map((f) => [f, set.actionCards.filter((c) => pick(c, f)).flatMap(copies).sort()])) as Record<Faction, string[]>;
  return {
    starting: byFaction((c, f) => c.faction === f && c.starting),
    gainable: byFaction((c, f) => (c.faction === f && !c.starting) || granted.has(c.name)),
    streetTheater: set.streetTheater.map((c) => c.name).sort(),
    agentsOfChaos: [...set.streetTheater.filter((c) => c.kind !== 'counterrevolutionary').map((c) => c.name), ...set.incendiary.map((c) => c.name)].sort(),
    mobChaos: set.mobChaos.map((c) => c.name).sort(),
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
  const first = deal(starting, n, random);
  return [...first, ...deal(gained, n - first.length, random)].sort();
}

/**
 * A full state that `seat` cannot tell from `s`: the other factions' hands dealt again (same sizes),
 * the Street Theater, Mob Chaos and Policy decks (and the Policy discards) drawn from the cards not
 * on the table, the Turn Order deck drawn again, and a fresh RNG.
 */
export function determinizeChicago(s: State, seat: Player, random: Random): State {
  const set = board(s).set;
  const pools = poolsOf(s);
  const held = taskCards(s);
  const hands = { ...s.hands };
  for (const f of factions) if (s.factionSeat[f] !== seat) hands[f] = hiddenHand(s, pools, f, s.hands[f].length, random);
  // every Street Theater card this game plays with (6.3.4 Agents of Chaos swaps in the Incendiary Counter-revolutionaries)
  const st = minus(s.inc.agentsOfChaos ? pools.agentsOfChaos : pools.streetTheater, [...s.stSplay, ...s.stDiscard, ...held]);
  const mob = minus(pools.mobChaos, [...s.mobDiscard, ...held]);
  const policies = shuffled(minus((s.machine ? machineSet(s).policies : set.policies).map((p) => p.name), [...s.policySplay.map((p) => p.name), ...held]).sort(), random);
  const policyDeck = policies.slice(0, s.policyDeck.length).sort();
  return {
    ...s,
    rng: [...drawRng(random)],
    hands,
    stDeck: deal(st, s.stDeck.length, random),
    mobDeck: deal(mob, s.mobDeck.length, random),
    policyDeck,
    policyDiscard: policies.slice(policyDeck.length).sort(),
    vtoDeck: turnOrderDeck(s, random),
    ...machineDecks(s, random),
  };
}

/** Against the Machine: its Mayor, Police and Tactics draw decks, drawn from its cards not discarded or in play. */
function machineDecks(s: State, random: Random): Partial<State> {
  const m = s.machine;
  if (!m) return {};
  const set = machineSet(s);
  const deck = (f: 'mayor' | 'police') => deal(minus(set.actions.filter((c) => c.faction === f).map((c) => c.name), m.discards[f]), m.decks[f].length, random);
  const tactics = deal(minus(set.tactics.map((c) => c.name), [...m.tacticsDiscard, ...(s.tactic ? [s.tactic] : [])]), s.tacticsDeck.length, random);
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
  return deal(full, s.vtoDeck.length, random) as Faction[];
}
