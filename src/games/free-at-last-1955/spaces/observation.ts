import { cachedBy } from '../../../core/spaces/with-spaces.js';
import { counts, group, numbers, observer, oneHot, scalar, type Observer, type PartGroup, type PartSpec } from '../../../core/spaces/observation.js';
import { referenceComponents } from '../data/components.js';
import { goalSchema, sideSchema, type ComponentSet } from '../data/schema.js';
import { stateSchema, type State } from '../schema.js';
import { sortCards } from '../rules/lookups.js';
import type { Board } from '../view.js';

/*
 * Free At Last (1955–65)'s observation vector (docs/research.md): read off a seat's view only
 * (`boardOf`: the view without its prompt, legal list and question).
 * Cities, states, leaders and Freedom Events in the component set's order; card lists as counts
 * over the set's card ids, in the order of their names; `inf` marks a count with no printed limit (the Freedom Track,
 * the Ops bonus).
 */

type V = Board;
type Side = 'civilRights' | 'segregationist';
const INF = Number.POSITIVE_INFINITY;
const sides = sideSchema.options;
const goals = goalSchema.options;
const cityUnits = ['B', 'S', 'N', 'P', 'W'] as const;
const outcomes = stateSchema.shape.outcome.def.innerType.shape.code.options;
const flag = (b: boolean | undefined): number => (b ? 1 : 0);

type City = V['cities'][string] | undefined;

function cityParts(city: string, stacking: number): PartGroup<V> {
  const p = `cities.${city}.`;
  return group((v: V): City => v.cities[city], [
    ...cityUnits.map((u) => scalar<City>(`${p}${u}`, `${u} units (3.0)`, 0, stacking, (c) => c?.u[u] ?? 0)),
    ...goals.map((g) => scalar<City>(`${p}m.${g}`, `${g} Integration marker (2.1)`, 0, 1, (c) => flag(c?.m[g]))),
    scalar<City>(`${p}e`, 'E marker (6.3.2)', 0, 1, (c) => flag(c?.e)),
    scalar<City>(`${p}ns`, 'No Stronghold marker (2.3.1)', 0, 1, (c) => flag(c?.ns)),
  ]);
}

type Leader = V['leaders'][string] | undefined;

type Conf = NonNullable<V['conf']> | undefined;

/** The confrontation under way (7.0); all 0 when there is none. */
function confrontationParts(cities: readonly string[], leaders: readonly string[], cards: readonly string[]): (PartSpec<V> | PartGroup<V>)[] {
  return [
    scalar('conf.active', 'a confrontation is under way', 0, 1, (v) => flag(v.conf !== null)),
    group((v: V): Conf => v.conf ?? undefined, [
      oneHot<Conf>('conf.attacker', 'the attacking side', sides, (c) => c?.attacker),
      oneHot<Conf>('conf.city', 'the city attacked', cities, (c) => c?.city),
      oneHot<Conf>('conf.goal', 'the protest goal (none: a mass arrest)', [null, ...goals], (c) => c?.goal ?? null),
      oneHot<Conf>('conf.leader', 'the attacking leader', leaders, (c) => c?.leader),
      oneHot<Conf>('conf.defLeader', 'the defending leader', leaders, (c) => c?.defLeader ?? undefined),
      scalar<Conf>('conf.media', 'a media roll was asked for (7.1.1)', 0, 1, (c) => flag(c?.media)),
      oneHot<Conf>('conf.mediaResult', 'the media roll', ['low', 'normal', 'high'], (c) => c?.mediaResult ?? undefined),
      scalar<Conf>('conf.avoidFailed', 'the defender failed to avoid it (7.2.2)', 0, 1, (c) => flag(c?.avoidFailed)),
      ...sides.flatMap((x) => [
        counts<Conf>(`conf.cards.${x}`, `confrontation cards played by ${x} (6.5)`, cards, 1, (c) => c?.cards[x] ?? []),
        scalar<Conf>(`conf.abilities.${x}`, `${x}'s special ability modifiers (4.4)`, 0, INF, (c) => c?.abilities[x] ?? 0),
        scalar<Conf>(`conf.rolls.${x}`, `${x}'s die (0: not rolled)`, 0, 6, (c) => c?.rolls[x] ?? 0),
        scalar<Conf>(`conf.inflicted.${x}`, `losses ${x} inflicted (7.1 step 6)`, 0, INF, (c) => c?.inflicted?.[x] ?? 0),
      ]),
    ]),
  ];
}

function build(set: ComponentSet): Observer<V> {
  const k = set.counts;
  const cities = set.cities.map((c) => c.id);
  const leaders = set.leaders;
  const cards = sortCards({ components: set }, set.cards.map((c) => c.id));
  const candidates = [set.setup.president, ...set.elections.flatMap((e) => e.candidates)];
  const rating = (r: 'popularity' | 'S' | 'A' | 'V'): [number, number] => [Math.min(...candidates.map((c) => c[r])), Math.max(...candidates.map((c) => c[r]))];
  const unitMax = Math.max(...Object.values(k.units));
  return observer<V>([
    oneHot('seat', 'the observing seat (none: a spectator)', sides, (v) => v.seat),
    scalar('toMove.self', 'the observing seat decides now', 0, 1, (v) => flag(v.seat !== null && v.toMove === v.seat)),
    scalar('toMove.chance', 'a chance node is waiting (manual chance mode)', 0, 1, (v) => flag(v.toMove === 'chance')),
    scalar('year', 'the year', k.firstYear, k.lastYear, (v) => v.year),
    ...cities.map((c) => cityParts(c, k.stacking)),
    ...set.states.map((st) => scalar<V>(`klan.${st.id}`, `K units in ${st.name} (9.0)`, 0, k.units.K, (v) => v.klan[st.id] ?? 0)),
    ...(['B', 'S', 'N', 'P', 'W', 'K'] as const).map((u) => scalar<V>(`supply.${u}`, `${u} units in the supply`, 0, unitMax, (v) => v.supply[u])),
    ...leaders.map(({ id, name }) =>
      group((v: V): Leader => v.leaders[id], [
        oneHot<Leader>(`leaders.${id}.city`, `where ${name} is (all 0: eliminated, 9.0)`, cities, (x) => x?.city ?? undefined),
        scalar<Leader>(`leaders.${id}.activations`, 'activations this year (4.1)', 0, INF, (x) => x?.activations ?? 0),
        scalar<Leader>(`leaders.${id}.used`, 'special ability spent (4.4)', 0, 1, (x) => flag(x?.used)),
      ]),
    ),
    scalar('freedom', 'the Freedom Track (2.4)', 0, INF, (v) => v.freedom),
    scalar('nonviolence', 'the Non-violence Commitment Track (2.5; 0: abandoned)', 0, k.nonviolenceMax, (v) => v.nonviolence),
    ...set.freedomEvents.map((f) => oneHot<V>(`freedomEvents.${f.id}`, `${f.name} (2.6, 10.2)`, ['open', 'won'], (v) => v.freedomEvents[f.id])),
    ...(['popularity', 'S', 'A', 'V'] as const).map((r) => scalar<V>(`climate.${r}`, `the President's ${r} rating (8.2)`, ...rating(r), (v) => v.climate[r])),
    counts('hand', "the observing seat's own hand", cards, 1, (v) => v.hand),
    ...sides.map((x) => scalar<V>(`handSizes.${x}`, `cards in ${x}'s hand`, 0, cards.length, (v) => v.handSizes[x])),
    scalar('deckSize', 'cards in the deck', 0, cards.length, (v) => v.deckSize),
    counts('discard', 'the discard pile', cards, 1, (v) => v.discard),
    counts('removed', 'cards out of the game (6.4, 6.5)', cards, 1, (v) => v.removed),
    ...sides.map((x) => counts<V>(`inFront.${x}`, `confrontation cards in front of ${x} (6.5)`, cards, 1, (v) => v.inFront[x])),
    ...sides.map((x) => scalar<V>(`actionsLeft.${x}`, `${x}'s actions left this year (5.2)`, 0, INF, (v) => v.actionsLeft[x])),
    oneHot('onMove', 'the side on move (5.2)', sides, (v) => v.onMove),
    scalar('opsBonus', 'the free-city Ops bonus waiting (10.0.1)', 0, INF, (v) => v.opsBonus),
    scalar('overcome', 'We Shall Overcome is in effect (2.5)', 0, 1, (v) => flag(v.overcome)),
    ...confrontationParts(cities, leaders.map((l) => l.id), cards),
    scalar('election.active', 'an election is under way (8.1)', 0, 1, (v) => flag(v.election !== null)),
    ...sides.map((x: Side) => scalar<V>(`election.committed.${x}`, `${x} committed a card face down`, 0, 1, (v) => flag(v.election?.committed[x]))),
    oneHot('election.own.card', "the observing seat's own committed card", cards, (v) => v.election?.own?.card),
    oneHot('election.own.candidate', 'the candidate it backs', [0, 1], (v) => v.election?.own?.candidate),
    numbers('election.rolls', 'the dice rolled for the two candidates (0: not yet)', 2, 0, 6, (v) => v.election?.rolls ?? []),
    oneHot('outcome', 'the end-reason code (all 0 while the game runs)', outcomes, (v) => v.outcome?.code),
  ]);
}

const observerOf = cachedBy(build);

/** The observer of a Free At Last (1955–65) game (its layout fixed by the component set). */
export const freeAtLast1955Observer = (s: Pick<State, 'components'>): Observer<V> => observerOf(s.components ?? referenceComponents);
