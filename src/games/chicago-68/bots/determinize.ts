import { cachedBy } from '../../../core/cached-by.js';
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
 * the component set minus what is on the table, never from the hidden lists themselves. Cards are
 * ids, kept in the order of their display names as the rules keep them (rules/lookups.ts `byName`).
 * Every pool is sorted once per component set; taking cards out of a sorted list keeps it sorted,
 * so no deal sorts again.
 */

const factions: readonly Faction[] = ['mayor', 'police', 'yippies', 'mobe'];
const none: readonly string[] = [];

type Order = (x: string, y: string) => number;

/** `sort()`'s order (of the Turn Order deck's faction names). */
const codeUnits: Order = (x, y) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * `n` items drawn from `sorted` (all of it when it has no more), in `order`. With `strict` (`order`
 * ties only equal items) the positions are shuffled instead of the items (the same random draws)
 * and the drawn ones are read off the sorted list in its order: no sort.
 */
function deal(sorted: readonly string[], n: number, random: Random, order: Order, strict: boolean): string[] {
  if (!strict) return shuffled(sorted, random).slice(0, n).sort(order);
  const first = firstPositions(sorted.length, n, random);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; i++) if (first[i] === 1) out.push(sorted[i]!);
  return out;
}

/** A sorted list shuffled and split after `n` items, each part in `order` again (the draws of `deal`). */
function split(sorted: readonly string[], n: number, random: Random, order: Order, strict: boolean): [string[], string[]] {
  if (!strict) {
    const all = shuffled(sorted, random);
    return [all.slice(0, n).sort(order), all.slice(n).sort(order)];
  }
  const first = firstPositions(sorted.length, n, random);
  const out: [string[], string[]] = [[], []];
  for (let i = 0; i < sorted.length; i++) out[first[i] === 1 ? 0 : 1].push(sorted[i]!);
  return out;
}

/** Marks (1) the positions among `length` that a shuffle of them puts first `n` (`shuffled`'s draws, without its copy). */
function firstPositions(length: number, n: number, random: Random): Uint8Array {
  const at: number[] = [];
  for (let i = 0; i < length; i++) at.push(i);
  for (let i = length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const x = at[i]!;
    at[i] = at[j]!;
    at[j] = x;
  }
  const first = new Uint8Array(length);
  for (let k = 0; k < n && k < length; k++) first[at[k]!] = 1;
  return first;
}

/** Two sorted lists as one, as a stable sort of `a` then `b` orders them (`a`'s first among equals). */
function merged(a: string[], b: string[], order: Order): string[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(order(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** `items` without one copy of each card of `a`, `b` and `c` (a multiset difference; the order kept). */
function minus(items: readonly string[], a: readonly string[], b: readonly string[] = none, c: readonly string[] = none): string[] {
  const left = items.slice();
  take(left, a);
  take(left, b);
  take(left, c);
  return left;
}

function take(left: string[], taken: readonly string[]): void {
  for (let k = 0; k < taken.length; k++) takeOne(left, taken[k]!);
}

function takeOne(left: string[], card: string): void {
  const i = left.indexOf(card);
  if (i >= 0) left.splice(i, 1);
}

/** Card ids the pending tasks hold face up (a drawn card being placed, a card being gained). */
function taskCards(s: State): readonly string[] {
  let out: string[] | undefined;
  for (const t of s.tasks) if ('card' in t && typeof t.card === 'string') (out ??= []).push(t.card);
  return out ?? none;
}

/** What a component set deals from, worked out once per set (every determinization asks again), each list sorted. */
type Pools = {
  /** Display-name order, and whether it ties only copies of one card (no two cards of the set share a name). */
  readonly byName: Order;
  readonly strict: boolean;
  /** Each faction's starting cards, one id per copy. */
  readonly starting: Readonly<Record<Faction, readonly string[]>>;
  /** Each faction's cards that can come into its hand later (2.7.3), one id per copy. */
  readonly gainable: Readonly<Record<Faction, readonly string[]>>;
  /** The Street Theater cards without and with 6.3.4 Agents of Chaos, as setup builds the deck. */
  readonly streetTheater: readonly string[];
  readonly agentsOfChaos: readonly string[];
  readonly mobChaos: readonly string[];
  /** The Policy cards of the competitive game and against the Machine. */
  readonly policies: readonly string[];
  readonly machinePolicies: readonly string[];
  /** The Machine's Mayor and Police Action Cards, and its Tactics cards. */
  readonly machineActions: Readonly<Record<'mayor' | 'police', readonly string[]>>;
  readonly machineTactics: readonly string[];
  /** 6.1 a full Turn Order deck, one Mayor and one Police card fewer (they open and close the phase), in `sort()`'s order. */
  readonly turnOrder: readonly string[];
};

const poolsOfSet = cachedBy((set: ComponentSet): Pools => {
  const { name, byName } = board({ components: set });
  const m = machineSet({ components: set });
  const sortedIds = (cards: readonly { id: string }[]) => cards.map((c) => c.id).sort(byName);
  const copies = (c: { id: string; copies: number }) => Array<string>(c.copies).fill(c.id);
  const granted = new Set(set.streetTheater.flatMap((c) => (c.grants ? [c.grants.card] : [])));
  const byFaction = (pick: (c: (typeof set.actionCards)[number], f: Faction) => boolean) =>
    Object.fromEntries(factions.map((f) => [f, set.actionCards.filter((c) => pick(c, f)).flatMap(copies).sort(byName)])) as Record<Faction, string[]>;
  const ids = new Set([set.actionCards, set.streetTheater, set.policies, set.mobChaos, set.incendiary, set.tactics, m.actions, m.tactics, m.policies].flat().map((c) => c.id));
  const per = set.counts.turnCardsPerFaction;
  return {
    byName,
    strict: new Set([...ids].map(name)).size === ids.size,
    starting: byFaction((c, f) => c.faction === f && c.starting),
    gainable: byFaction((c, f) => (c.faction === f && !c.starting) || granted.has(c.id)),
    streetTheater: sortedIds(set.streetTheater),
    agentsOfChaos: sortedIds([...set.streetTheater.filter((c) => c.kind !== 'counterrevolutionary'), ...set.incendiary]),
    mobChaos: sortedIds(set.mobChaos),
    policies: sortedIds(set.policies),
    machinePolicies: sortedIds(m.policies),
    machineActions: { mayor: sortedIds(m.actions.filter((c) => c.faction === 'mayor')), police: sortedIds(m.actions.filter((c) => c.faction === 'police')) },
    machineTactics: sortedIds(m.tactics),
    turnOrder: factions.flatMap((f) => Array<string>(f === 'mayor' || f === 'police' ? per - 1 : per).fill(f)).sort(codeUnits),
  };
});

/**
 * 2.7.1 A hand of `n` cards of faction `f` the seat cannot see: starting cards that are not in the
 * faction's discards first, then cards a Policy or an Opportunity card may have added (2.7.3), which
 * can be another faction's.
 */
function hiddenHand(s: State, pools: Pools, f: Faction, n: number, random: Random): string[] {
  const discards = s.discards[f];
  const starting = minus(pools.starting[f], discards);
  const gained = minus(pools.gainable[f], starting, discards);
  const first = deal(starting, n, random, pools.byName, pools.strict);
  return merged(first, deal(gained, n - first.length, random, pools.byName, pools.strict), pools.byName);
}

/**
 * A full state that `seat` cannot tell from `s`: the other factions' hands dealt again (same sizes),
 * the Street Theater, Mob Chaos and Policy decks (and the Policy discards) drawn from the cards not
 * on the table, the Turn Order deck drawn again, and a fresh RNG.
 */
export function determinizeChicago(s: State, seat: Player, random: Random): State {
  const pools = poolsOfSet(board(s).set);
  const { byName, strict } = pools;
  const held = taskCards(s);
  const hands = { ...s.hands };
  for (const f of factions) if (s.factionSeat[f] !== seat) hands[f] = hiddenHand(s, pools, f, s.hands[f].length, random);
  const policies = minus(s.machine ? pools.machinePolicies : pools.policies, held);
  for (const p of s.policySplay) takeOne(policies, p.card);
  const [policyDeck, policyDiscard] = split(policies, s.policyDeck.length, random, byName, strict);
  // the keys are the state's own: the copy keeps their order (the state's JSON)
  const d = { ...s };
  d.rng = [...drawRng(random)];
  d.hands = hands;
  // every Street Theater card this game plays with (6.3.4 Agents of Chaos swaps in the Incendiary Counter-revolutionaries)
  d.stDeck = deal(minus(s.inc.agentsOfChaos ? pools.agentsOfChaos : pools.streetTheater, s.stSplay, s.stDiscard, held), s.stDeck.length, random, byName, strict);
  d.mobDeck = deal(minus(pools.mobChaos, s.mobDiscard, held), s.mobDeck.length, random, byName, strict);
  d.policyDeck = policyDeck;
  d.policyDiscard = policyDiscard;
  // 6.1 an approximation: which Turn cards are left follows from the turns taken this phase, which the state does not keep
  d.vtoDeck = s.vtoDeck.length === 0 ? [] : (deal(pools.turnOrder, s.vtoDeck.length, random, codeUnits, true) as Faction[]);
  const m = s.machine;
  if (m) {
    // Against the Machine: its Tactics, Mayor and Police draw decks, from its cards not discarded or in play
    d.tacticsDeck = deal(minus(pools.machineTactics, m.tacticsDiscard, s.tactic ? [s.tactic] : none), s.tacticsDeck.length, random, byName, strict);
    const mayor = deal(minus(pools.machineActions.mayor, m.discards.mayor), m.decks.mayor.length, random, byName, strict);
    const police = deal(minus(pools.machineActions.police, m.discards.police), m.decks.police.length, random, byName, strict);
    d.machine = { ...m, decks: { mayor, police } };
  }
  return d;
}
