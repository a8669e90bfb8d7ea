import { collectionProblems } from '../../core/collection-check.js';
import { cardCensus, unitCensus } from './census.js';
import { canonicalJson } from '../../core/json.js';
import type { Candidate, ComponentSet } from './data/schema.js';
import { board } from './rules/lookups.js';
import type { State } from './schema.js';

/*
 * The semantic checks of a stored Free At Last (1955–65) state (`restore`): what the schema cannot
 * see. Every unit is conserved (3.0) and every card in exactly one place; cities, states, leaders,
 * Freedom Events and Presidents are the component set's; tracks, the year, the actions left and the
 * hands stay within what the rules and the set allow; the pending tasks name known components.
 */

/** The largest values the rules allow with a component set (bounds, not exact maxima). */
interface Limits {
  readonly freedom: number;
  readonly hand: number;
  readonly opsBonus: number;
  /** Each President of the set (the sitting one and the candidates) by name, as JSON: the climate is one of them, ratings and all. */
  readonly presidents: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The Presidents of the set by name, each as the canonical JSON of its cards (a name may stand on several). */
function ratingsByName(cards: readonly Candidate[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of cards) out.set(c.name, (out.get(c.name) ?? new Set()).add(canonicalJson(c)));
  return out;
}

const limitsCache = new WeakMap<ComponentSet, Limits>();

function limitsOf(set: ComponentSet): Limits {
  let l = limitsCache.get(set);
  if (l) return l;
  const k = set.counts;
  const years = k.lastYear - k.firstYear + 1;
  const effects = set.cards.flatMap((c) => c.effects);
  const sum = (xs: readonly { n: number }[]) => xs.reduce((t, x) => t + x.n, 0);
  const rewards = (kind: string) => sum(set.cities.map((c) => c.reward).filter((r) => r.kind === kind));
  l = {
    // 2.4 one space per protest won (at most one S, A and V marker per city, 2.1), events (each card at most once a year) and 10.0.1 Alabama's free cities
    freedom: 3 * set.cities.length + years * sum(effects.filter((e) => e.kind === 'freedom')) + rewards('freedom'),
    // 5.1 the deal, plus every draw an event or a free city can give
    hand: k.handSize + sum(effects.filter((e) => e.kind === 'draw')) + rewards('cards'),
    // 10.0.1 the free cities' Ops bonuses
    opsBonus: rewards('ops'),
    presidents: ratingsByName([set.setup.president, ...set.elections.flatMap((e) => e.candidates)]),
  };
  limitsCache.set(set, l);
  return l;
}

/** The semantic problems of a Free At Last (1955–65) state that passed its schema; `[]` when sound. */
export function checkFreeAtLast1955State(s: State): string[] {
  const b = board(s);
  const k = b.set.counts;
  const lim = limitsOf(b.set);
  const out: string[] = [];
  out.push(...collectionProblems('Cities', Object.keys(s.cities), b.cityNames));
  out.push(...collectionProblems('Klan states', Object.keys(s.klan), b.stateNames));
  out.push(...collectionProblems('Leaders', Object.keys(s.leaders), b.leaderNames));
  if (out.length > 0) return out;
  for (const [u, n] of Object.entries(unitCensus(s))) if (n !== k.units[u as 'B']) out.push(`${u} units: ${n} in play and supply, the set has ${k.units[u as 'B']}`);
  for (const [c, x] of Object.entries(s.cities)) {
    if (Object.values(x.u).some((n) => n < 0)) out.push(`negative units in ${c}`);
    // 3.3 stacking
    if (x.u.B + x.u.S + x.u.N > k.stacking || x.u.P + x.u.W > k.stacking) out.push(`more than ${k.stacking} units of a side in ${c} (3.3)`);
  }
  if (Object.values(s.klan).some((n) => n < 0) || Object.values(s.supply).some((n) => n < 0)) out.push('a negative K or supply count');
  out.push(...collectionProblems('Cards', cardCensus(s), b.set.cards.map((c) => c.id)));
  for (const [l, x] of Object.entries(s.leaders)) {
    if (x.city !== null && !b.city.has(x.city)) out.push(`leader ${l} in an unknown city ${x.city}`);
    if (x.activations < 0 || x.activations > k.actionsPerYear) out.push(`leader ${l} activated ${x.activations} times this year (4.1)`);
  }
  if (s.year < k.firstYear || s.year > k.lastYear) out.push(`year ${s.year} outside ${k.firstYear}–${k.lastYear} (2.7)`);
  if (s.freedom < 0 || s.freedom > lim.freedom) out.push(`Freedom Track ${s.freedom} outside 0–${lim.freedom} (2.4)`);
  if (s.nonviolence < 0 || s.nonviolence > k.nonviolenceMax) out.push(`Non-violence ${s.nonviolence} off the track (2.5)`);
  if (s.opsBonus < 0 || s.opsBonus > lim.opsBonus) out.push(`Ops bonus ${s.opsBonus} outside 0–${lim.opsBonus} (10.0.1)`);
  for (const side of ['civilRights', 'segregationist'] as const) {
    const left = s.actionsLeft[side];
    if (left < 0 || left > k.actionsPerYear) out.push(`${side} has ${left} actions left, outside 0–${k.actionsPerYear} (5.2)`);
    if (s.hands[side].length > lim.hand) out.push(`${side} holds ${s.hands[side].length} cards, more than ${lim.hand} (5.1)`);
  }
  for (const f of Object.keys(s.freedomEvents)) if (!b.freedomEvent.has(f)) out.push(`unknown Freedom Event ${f}`);
  const president = lim.presidents.get(s.climate.name);
  if (president === undefined) out.push(`the climate's President ${s.climate.name} is no candidate of the set (8.2)`);
  else if (!president.has(canonicalJson(s.climate))) out.push(`climate: ${s.climate.name}'s ratings are not those of the set (8.2)`);
  out.push(...confrontationProblems(s), ...electionProblems(s), ...taskProblems(s));
  return out;
}

function confrontationProblems(s: State): string[] {
  const c = s.conf;
  if (c === null) return [];
  const b = board(s);
  const out: string[] = [];
  if (!b.city.has(c.city)) out.push(`a confrontation in an unknown city ${c.city}`);
  for (const l of [c.leader, c.defLeader]) if (l !== null && !b.leader.has(l)) out.push(`a confrontation led by an unknown leader ${l}`);
  for (const r of Object.values(c.rolls)) if (r !== null && (r < 1 || r > 6)) out.push(`a confrontation roll of ${r}`);
  return out;
}

function electionProblems(s: State): string[] {
  const e = s.election;
  if (e === null) return [];
  const out: string[] = [];
  for (const x of Object.values(e.commits)) if (x !== null && x.candidate !== 0 && x.candidate !== 1) out.push(`a commitment to candidate ${x.candidate} (8.1)`);
  if (e.rolls.some((r) => r < 1 || r > 6) || e.rolls.length > 2) out.push(`election rolls ${e.rolls.join()} (8.1)`);
  return out;
}

/** The task stack has the year's shape; every city, state, leader and card a task names is the set's; no count is negative. */
function taskProblems(s: State): string[] {
  const b = board(s);
  const out: string[] = [];
  const known: Record<string, (x: string) => boolean> = {
    city: (x) => b.city.has(x),
    from: (x) => b.city.has(x),
    state: (x) => b.citiesOf.has(x),
    leader: (x) => b.leader.has(x),
    card: (x) => b.card.has(x),
  };
  // 5.0 the year's closing task (yearEnd, then nextYear) is the bottom of the stack, and only there, until the game ends
  const closing = s.tasks.filter((t) => t.kind === 'yearEnd' || t.kind === 'nextYear').length;
  const bottom = s.tasks[0]?.kind;
  if (s.outcome === null && (closing !== 1 || (bottom !== 'yearEnd' && bottom !== 'nextYear'))) out.push("the task stack must hold the year's closing task at its bottom, and only there");
  if (s.outcome !== null && s.tasks.length > 0) out.push('the game has an outcome, but tasks are pending');
  for (const t of s.tasks) {
    for (const [field, v] of Object.entries(t)) {
      if (typeof v === 'string' && known[field] && !known[field](v)) out.push(`a ${t.kind} task names an unknown ${field} ${v}`);
      if (typeof v === 'number' && v < 0) out.push(`a ${t.kind} task has ${field} ${v}`);
    }
    if (t.kind === 'cityAct') for (const c of [...t.done, ...Object.keys(t.arrived)]) if (!b.city.has(c)) out.push(`a cityAct task names an unknown city ${c}`);
  }
  return out;
}
