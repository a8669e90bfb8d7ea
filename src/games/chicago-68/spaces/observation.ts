import { cachedBy } from '../../../core/spaces/with-spaces.js';
import { counts, group, observer, oneHot, scalar, type Observer, type PartGroup } from '../../../core/spaces/observation.js';
import { referenceComponents } from '../data/components.js';
import { factionSchema, type ComponentSet } from '../data/schema.js';
import { unitKeySchema, viewSchema, type State } from '../schema.js';
import type { Board } from '../view.js';

/*
 * Chicago '68's observation vector (docs/research.md): read off a seat's view only (`boardOf`: the view without its prompt, legal list and question). Areas and paths
 * in the component set's order; card lists as counts over the set's card names, sorted; `inf` marks
 * a count with no printed limit (Capital).
 */

type V = Board;
const INF = Number.POSITIVE_INFINITY;
const factions = factionSchema.options;
const units = unitKeySchema.options;
const posts = [null, ...viewSchema.shape.areas.def.valueType.shape.post.def.innerType.options];
const tileKeys = ['splay', 'action', 'unit', 'exp'] as const;
const sides = [null, 'establishment', 'demonstrators'];
const colors = ['blue', 'red', 'pink'] as const;
const sorted = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();
const flag = (b: boolean | undefined): number => (b ? 1 : 0);

type Area = V['areas'][string] | undefined;

function areaParts(area: string, max: number): PartGroup<V> {
  const p = `areas.${area}.`;
  return group((v: V): Area => v.areas[area], [
    ...units.map((u) => scalar<Area>(`${p}${u}`, `${u} units`, 0, max, (a) => a?.u[u] ?? 0)),
    scalar<Area>(`${p}flag`, 'Rally Flag value (0: none)', 0, max, (a) => a?.flag ?? 0),
    scalar<Area>(`${p}gas`, 'Tear Gas token', 0, 1, (a) => flag(a?.gas)),
    scalar<Area>(`${p}ng`, 'National Guard tokens', 0, max, (a) => a?.ng ?? 0),
    scalar<Area>(`${p}minus`, '-1 Capital tokens', 0, max, (a) => a?.minus ?? 0),
    oneHot<Area>(`${p}post`, 'Police Post (6.3.2): none, empty or the unit in it', posts, (a) => a?.post ?? null),
  ]);
}

type Path = V['paths'][string] | undefined;

function build(set: ComponentSet): Observer<V> {
  const k = set.counts;
  const max = Math.max(k.smallRed, k.policeL1, k.policeL2, k.minusCapital, k.nationalGuard, ...k.rallyFlags);
  const actionCards = sorted(set.actionCards.map((c) => c.name));
  // 2.7.3 Opportunity: an activated Opportunity card joins a hand as one more Action Card of its name
  const inPlay = (n: string) =>
    set.actionCards.filter((c) => c.name === n).reduce((k, c) => k + c.copies, 0) + set.streetTheater.filter((c) => c.grants?.card === n).length;
  const copies = Math.max(...actionCards.map(inPlay));
  const splayCards = sorted([...set.streetTheater, ...set.incendiary].map((c) => c.name));
  const policies = sorted(set.policies.map((c) => c.name));
  const tactics = sorted(set.tactics.map((c) => c.name));
  const mob = sorted([...set.mobChaos, ...set.incendiary].map((c) => c.name));
  const paths = set.paths.map((p) => p.id);
  return observer<V>([
    counts('seat.factions', 'the factions the observing seat plays (none: a spectator)', factions, 1, (v) => Object.keys(v.hands)),
    scalar('toMove.self', 'the observing seat decides now', 0, 1, (v) => flag(v.seat !== null && v.toMove === v.seat)),
    scalar('toMove.chance', 'a chance node is waiting (manual chance mode)', 0, 1, (v) => flag(v.toMove === 'chance')),
    oneHot('round', 'Round (1–5; 0 at setup)', [0, 1, 2, 3, 4, 5], (v) => v.round),
    oneHot('phase', 'phase', ['setup', 'round', 'final', 'over'], (v) => v.phase),
    oneHot('turn.faction', 'the faction on turn', factions, (v) => v.turn?.faction ?? null),
    scalar('turn.card', 'it took its card action', 0, 1, (v) => flag(v.turn?.card)),
    ...set.areas.map((a) => areaParts(a.name, max)),
    ...paths.map((id) =>
      group((v: V): Path => v.paths[id], [
        scalar<Path>(`paths.${id}.barricade`, 'Barricade on the path', 0, 1, (x) => flag(x?.barricade)),
        scalar<Path>(`paths.${id}.wire`, 'Barbed Wire on the path', 0, 1, (x) => flag(x?.wire)),
      ]),
    ),
    oneHot('jeep', 'the path of the Armored Jeep (none: off the board)', paths, (v) => v.jeep),
    ...(['m1', 'm2', 'ag', 'barricades', 'pink'] as const).map((x) => scalar<V>(`supply.${x}`, `${x} in the Demonstrators' supply`, 0, max, (v) => v.supply[x])),
    counts('supply.flags', 'Rally Flags in the supply, by value', [...new Set(k.rallyFlags)].sort((a, b) => a - b), k.rallyFlags.length, (v) => v.supply.flags),
    ...(['m1', 'm2', 'ag', 'pig', 'p1', 'p2', 'tac', 'posts'] as const).map((x) => scalar<V>(`box.${x}`, `${x} out of play`, 0, max, (v) => v.box[x])),
    ...(['p1', 'p2'] as const).map((x) => scalar<V>(`police.reserves.${x}`, `${x} in the Reserves`, 0, max, (v) => v.police.reserves[x])),
    ...(['p1', 'p2'] as const).map((x) => scalar<V>(`police.injured.${x}`, `${x} injured`, 0, max, (v) => v.police.injured[x])),
    scalar('police.wire', 'Barbed Wire in the Police Supply', 0, k.barbedWire, (v) => v.police.wire),
    scalar('police.gas', 'Tear Gas in the Police Supply', 0, k.tearGas, (v) => v.police.gas),
    ...(['wire', 'gas', 'ng', 'minus'] as const).map((x) => scalar<V>(`general.${x}`, `${x} in the general supply`, 0, max, (v) => v.general[x])),
    scalar('bonusUnits.p2', 'bonus Lv2 Platoons', 0, max, (v) => v.bonusUnits.p2),
    scalar('bonusUnits.m2', 'bonus Lv2 MOBEs', 0, max, (v) => v.bonusUnits.m2),
    scalar('capital', 'Capital in the Municipal Budget', 0, INF, (v) => v.capital),
    scalar('exposure', 'Exposure (> 0: the Establishment ahead)', -k.exposureTrack, k.exposureTrack, (v) => v.exposure),
    scalar('instability', 'Instability', 0, 13, (v) => v.instability),
    ...tileKeys.map((t) => oneHot<V>(`tiles.${t}`, `who claimed the ${t} bonus tile`, sides, (v) => v.tiles[t])),
    counts('delegates.track', 'Delegates on the track, by colour', colors, k.delegateTrack, (v) => v.delegates.track),
    ...colors.map((c) => scalar<V>(`delegates.bag.${c}`, `${c} Delegates in the bag`, 0, INF, (v) => v.delegates.bag[c])),
    counts('hands', "the observing seat's own hands", actionCards, copies, (v) => Object.values(v.hands).flat()),
    ...factions.map((f) => scalar<V>(`handSizes.${f}`, `cards in the ${f} hand`, 0, actionCards.length, (v) => v.handSizes[f] ?? 0)),
    counts('discards', 'Action Cards in the discards', actionCards, copies, (v) => Object.values(v.discards).flat()),
    counts('stSplay', 'the Street Theater splay', splayCards, INF, (v) => v.stSplay),
    scalar('stDeckSize', 'Street Theater deck size', 0, INF, (v) => v.stDeckSize),
    counts('stDiscard', 'Street Theater discard', splayCards, INF, (v) => v.stDiscard),
    counts('policySplay', 'the Policy splay', policies, INF, (v) => v.policySplay.map((p) => p.name)),
    scalar('policySplay.paid', 'Capital paid on the Policy splay', 0, INF, (v) => v.policySplay.reduce((n, p) => n + p.paid, 0)),
    scalar('policyDeckSize', 'Policy deck size', 0, INF, (v) => v.policyDeckSize),
    oneHot('tactic', 'the Current Tactics card', tactics, (v) => v.tactic),
    scalar('tacticUsed', 'Tactics used this round', 0, 1, (v) => flag(v.tacticUsed)),
    counts('tacticsAvailable', 'Tactics cards available', tactics, 1, (v) => v.tacticsAvailable),
    scalar('mobDeckSize', 'Mob Chaos deck size', 0, INF, (v) => v.mobDeckSize),
    counts('mobDiscard', 'Mob Chaos discard', mob, INF, (v) => v.mobDiscard),
    scalar('smokeEm', "Smoke 'Em Out is in effect", 0, 1, (v) => flag(v.smokeEm)),
    scalar('vtoDeckSize', 'Turn Order deck size (6.1)', 0, INF, (v) => v.vtoDeckSize),
  ]);
}

const observerOf = cachedBy(build);

/** The observer of a Chicago '68 game (its layout fixed by the component set). */
export const chicagoObserver = (s: Pick<State, 'components'>): Observer<V> => observerOf(s.components ?? referenceComponents);
