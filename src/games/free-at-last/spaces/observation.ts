import { cachedBy } from '../../../core/spaces/with-spaces.js';
import { counts, group, observer, oneHot, scalar, type Observer, type PartGroup } from '../../../core/spaces/observation.js';
import { colorSchema, type ComponentSet } from '../data/schema.js';
import { turnOrder, viewSchema, type FreeAtLastState } from '../schema.js';
import { componentsOf } from '../rules/zones.js';
import { freeAtLastTaskMachine } from '../rules/task-machine.js';
import { viewOf, type Board } from '../view.js';

/*
 * Free at Last's observation vector (docs/research.md): read off a seat's view only
 * (`freeAtLastBoard`: the view without its prompt, legal list and question). The four
 * organizations always have their block (zeros for one not in the game); card lists are counts over
 * the component set's ids in sorted order; `inf` marks a count with no printed limit.
 */

type V = Board;
type Org = (typeof turnOrder)[number];
const INF = Number.POSITIVE_INFINITY;
const colors = colorSchema.options;
const stepKinds = viewSchema.shape.step.def.innerType.def.options.map((o) => o.shape.kind.def.values[0]!);
const useKinds = viewSchema.shape.round.def.innerType.shape.use.options;
const modes = viewSchema.shape.round.def.innerType.shape.mode.def.innerType.options;
const stages = viewSchema.shape.projects.def.valueType.shape.stage.options;
const levels = viewSchema.shape.orgs.def.valueType.shape.nonViolence.def.innerType.options;
const phases = viewSchema.shape.phase.options;
const sorted = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();
const flag = (b: boolean | undefined): number => (b ? 1 : 0);

type OrgView = V['orgs'][string];
type ProjectView = V['projects'][string];

/** The Project `o` owns, if any (a loop: no list built per observation). */
function projectOf(v: V, o: Org): ProjectView | undefined {
  for (const id in v.projects) if (v.projects[id]!.owner === o) return v.projects[id];
  return undefined;
}

function tired(staff: OrgView['staff']): number {
  let n = 0;
  for (const x of staff) if (x.tired) n++;
  return n;
}

function orgParts(o: Org): PartGroup<V>[] {
  type X = OrgView | undefined;
  type P = ProjectView | undefined;
  const p = `orgs.${o}.`;
  return [
    group((v: V): X => v.orgs[o], [
      scalar<X>(`${p}present`, `1 if ${o} plays`, 0, 1, (x) => flag(x !== undefined)),
      scalar<X>(`${p}handCount`, 'cards in hand (Home Card not counted)', 0, INF, (x) => x?.handCount ?? 0),
      scalar<X>(`${p}homeCardInHand`, 'the Home Card is in hand (9.3.3)', 0, 1, (x) => flag(x?.homeCardInHand)),
      scalar<X>(`${p}stars`, 'Stars', 0, INF, (x) => x?.stars ?? 0),
      scalar<X>(`${p}failures`, 'Failure Markers', 0, INF, (x) => x?.failures ?? 0),
      scalar<X>(`${p}vp`, 'VPs', -INF, INF, (x) => x?.vp ?? 0),
      ...(['S', 'A', 'V'] as const).map((k) => scalar<X>(`${p}freedomMarkers.${k}`, `${k} Freedom Markers`, 0, INF, (x) => x?.freedomMarkers[k] ?? 0)),
      scalar<X>(`${p}staffPoolCount`, 'Staffers left in the cup', 0, INF, (x) => x?.staffPoolCount ?? 0),
      scalar<X>(`${p}staff`, 'Staffers hired', 0, INF, (x) => x?.staff.length ?? 0),
      scalar<X>(`${p}staffTired`, 'Staffers tired (6.5)', 0, INF, (x) => (x ? tired(x.staff) : 0)),
      scalar<X>(`${p}protestLeaders`, 'Protest Leaders available', 0, INF, (x) => x?.protestLeaders.length ?? 0),
      ...colors.map((c) => scalar<X>(`${p}eliminated.${c}`, `${c} cubes in the eliminated area`, 0, INF, (x) => x?.eliminated[c] ?? 0)),
      scalar<X>(`${p}criminalHold`, 'red cubes held for a criminal case (15.14)', 0, INF, (x) => x?.criminalHold ?? 0),
      scalar<X>(`${p}appealFiled`, 'an appeal is filed (22.12)', 0, 1, (x) => flag(x?.appealFiled)),
      scalar<X>(`${p}passed`, 'passed this Action Round phase', 0, 1, (x) => flag(x?.passed)),
      oneHot<X>(`${p}nonViolence`, 'Non-Violence Commitment Level (3.8.2)', levels, (x) => x?.nonViolence ?? null),
    ]),
    group((v: V): P => projectOf(v, o), [
      scalar<P>(`${p}project.present`, 'has a Project', 0, 1, (x) => flag(x !== undefined)),
      ...colors.map((c) => scalar<P>(`${p}project.cubes.${c}`, `${c} cubes on the Project`, 0, INF, (x) => x?.cubes[c] ?? 0)),
      oneHot<P>(`${p}project.stage`, 'where the Project stands (15–19)', stages, (x) => x?.stage ?? null),
      scalar<P>(`${p}project.leaders`, 'Protest Leaders on the Project', 0, INF, (x) => x?.leaders.length ?? 0),
      scalar<P>(`${p}project.overkill`, 'Overkill buttons (15.6)', 0, INF, (x) => x?.overkill ?? 0),
    ]),
  ];
}

function build(set: ComponentSet): Observer<V> {
  const hand = sorted([...set.strategy.map((c) => c.id), 'home']);
  const strategy = sorted(set.strategy.map((c) => c.id));
  const laws = sorted(set.legislation.map((c) => c.id));
  const ownHand = (v: V): string[] => {
    const me = v.seat === null ? undefined : v.orgs[v.seat];
    return me?.hand ? [...me.hand, ...(me.homeCardInHand ? ['home'] : [])] : [];
  };
  return observer<V>([
    oneHot('seat', 'the observing seat (none: a spectator)', turnOrder, (v) => v.seat),
    scalar('turn', 'Turn (1–3)', 0, 3, (v) => v.turn),
    oneHot('phase', 'phase of the Turn', phases, (v) => v.phase),
    scalar('actionRound', 'Action Round', 0, INF, (v) => v.actionRound),
    oneHot('toMove', 'who decides', [...turnOrder, 'chance'], (v) => v.toMove),
    oneHot('step.kind', 'the flow decision waiting', stepKinds, (v) => v.step?.kind ?? null),
    oneHot('round.org', 'the organization playing the Action Round', turnOrder, (v) => v.round?.org ?? null),
    oneHot('round.use', 'what the Action Round card is used for', useKinds, (v) => v.round?.use ?? null),
    oneHot('round.mode', 'the Project action chosen', modes, (v) => v.round?.mode ?? null),
    ...turnOrder.flatMap(orgParts),
    ...colors.map((c) => scalar<V>(`supply.${c}`, `${c} cubes in the supply`, 0, set.cubes[c], (v) => v.supply[c])),
    ...colors.map((c) => scalar<V>(`xTrack.${c}`, `${c} X Value Track position`, 0, set.xTracks[c].values.length - 1, (v) => v.xTrack[c])),
    ...colors.map((c) => scalar<V>(`xValues.${c}`, `${c} X value`, -INF, INF, (v) => v.xValues[c])),
    scalar('failureTrack', 'Failure Markers on the track (9+: Seggie victory)', 0, INF, (v) => v.failureTrack),
    scalar('decks.strategyCount', 'Strategy cards in the draw pile', 0, set.strategy.length, (v) => v.decks.strategyCount),
    scalar('decks.projectCount', 'Project cards in the draw pile', 0, set.projects.length, (v) => v.decks.projectCount),
    scalar('decks.legislationCount', 'Legislation cards in the draw pile', 0, set.legislation.length, (v) => v.decks.legislationCount),
    counts('hand', "the observing seat's own hand (Strategy card ids and 'home')", hand, INF, ownHand),
    counts('decks.strategyDiscard', 'Strategy discard pile', strategy, INF, (v) => v.decks.strategyDiscard),
    counts('decks.lastingEvents', 'lasting events in play', strategy, INF, (v) => v.decks.lastingEvents),
    counts('decks.display', 'cards on the March on Washington display (3.7)', strategy, INF, (v) => v.decks.display),
    ...(['S', 'A', 'V'] as const).map((k) => counts<V>(`decks.laws.${k}`, `${k} laws passed`, laws, 1, (v) => v.decks.laws[k])),
    counts('decks.civilRightsAct', 'Civil Rights Act', laws, 1, (v) => v.decks.civilRightsAct),
    counts('decks.votingRightsAct', 'Voting Rights Act', laws, 1, (v) => v.decks.votingRightsAct),
    counts('decks.legislationDiscard', 'Legislation discard pile', laws, 1, (v) => v.decks.legislationDiscard),
  ]);
}

const observerOf = cachedBy(build);

/** The view without what an observation never reads and costs the most: the prompt, legal list and question (left empty). */
export const freeAtLastBoard = (s: FreeAtLastState, seat: string | null): Board => viewOf(s, seat, freeAtLastTaskMachine.toMove(s), '', null, () => []);

/** The observer of a Free at Last game (its layout fixed by the component set). */
export const freeAtLastObserver = (s: FreeAtLastState): Observer<V> => observerOf(componentsOf(s));
