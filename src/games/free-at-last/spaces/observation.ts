import { cachedBy } from '../../../core/spaces/with-spaces.js';
import { counts, group, observer, oneHot, scalar, type Observer, type PartGroup } from '../../../core/spaces/observation.js';
import type { ToMove } from '../../../core/types.js';
import { colorSchema, type ComponentSet, type Organization } from '../data/schema.js';
import { turnOrder, viewSchema, type FreeAtLastState } from '../schema.js';
import { shownRound } from '../task-schema.js';
import { componentsOf, failureMarkers, xValue } from '../rules/lookup.js';
import { shownStep } from '../rules/flow-task.js';
import { phaseUnderWay } from '../rules/turn.js';
import { freeAtLastTaskMachine } from '../rules/task-machine.js';

/*
 * Free at Last's observation vector (docs/research.md): what a seat's view shows, read off the state
 * by the same functions as the view (view.ts) without building it — only the seat's own hand, other
 * hands, the Staffer cups and the draw piles as counts (the hidden-information check of
 * `checkConformance` holds the observation to that). The four organizations always have their
 * block (zeros for one not in the game); card lists are counts over the component set's ids in
 * sorted order; `inf` marks a count with no printed limit.
 */

/** What an observation reads: the state, the observing seat and who decides (the view's `seat` and `toMove`). */
export interface Seen {
  readonly s: FreeAtLastState;
  readonly seat: Organization | null;
  readonly toMove: ToMove;
}

type V = Seen;
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

type OrgState = FreeAtLastState['orgs'][string];
type ProjectState = FreeAtLastState['projects'][string];

/** The organization `o` as the view lists it: only the seats of the game. */
const orgOf = (s: FreeAtLastState, o: Org): OrgState | undefined => (s.seats.includes(o) ? s.orgs[o] : undefined);

/** The Project `o` owns, if any (a loop: no list built per observation). */
function projectOf(s: FreeAtLastState, o: Org): ProjectState | undefined {
  for (const id in s.projects) if (s.projects[id]!.owner === o) return s.projects[id];
  return undefined;
}

function tired(staff: OrgState['staff']): number {
  let n = 0;
  for (const x of staff) if (x.tired) n++;
  return n;
}

type Round = ReturnType<typeof shownRound>;
type D = FreeAtLastState['decks'];

function orgParts(o: Org): PartGroup<V>[] {
  type X = OrgState | undefined;
  type P = ProjectState | undefined;
  const p = `orgs.${o}.`;
  return [
    group((v: V): X => orgOf(v.s, o), [
      scalar<X>(`${p}present`, `1 if ${o} plays`, 0, 1, (x) => flag(x !== undefined)),
      scalar<X>(`${p}handCount`, 'cards in hand (Home Card not counted)', 0, INF, (x) => x?.hand.length ?? 0),
      scalar<X>(`${p}homeCardInHand`, 'the Home Card is in hand (9.3.3)', 0, 1, (x) => flag(x?.homeCardInHand)),
      scalar<X>(`${p}stars`, 'Stars', 0, INF, (x) => x?.stars ?? 0),
      scalar<X>(`${p}failures`, 'Failure Markers', 0, INF, (x) => x?.failures ?? 0),
      scalar<X>(`${p}vp`, 'VPs', -INF, INF, (x) => x?.vp ?? 0),
      ...(['S', 'A', 'V'] as const).map((k) => scalar<X>(`${p}freedomMarkers.${k}`, `${k} Freedom Markers`, 0, INF, (x) => x?.freedomMarkers[k] ?? 0)),
      scalar<X>(`${p}staffPoolCount`, 'Staffers left in the cup', 0, INF, (x) => x?.staffPool.length ?? 0),
      scalar<X>(`${p}staff`, 'Staffers hired', 0, INF, (x) => x?.staff.length ?? 0),
      scalar<X>(`${p}staffTired`, 'Staffers tired (6.5)', 0, INF, (x) => (x ? tired(x.staff) : 0)),
      scalar<X>(`${p}protestLeaders`, 'Protest Leaders available', 0, INF, (x) => x?.protestLeaders.length ?? 0),
      ...colors.map((c) => scalar<X>(`${p}eliminated.${c}`, `${c} cubes in the eliminated area`, 0, INF, (x) => x?.eliminated[c] ?? 0)),
      scalar<X>(`${p}criminalHold`, 'red cubes held for a criminal case (15.14)', 0, INF, (x) => x?.criminalHold ?? 0),
      scalar<X>(`${p}appealFiled`, 'an appeal is filed (22.12)', 0, 1, (x) => flag(x?.appealFiled)),
      scalar<X>(`${p}passed`, 'passed this Action Round phase', 0, 1, (x) => flag(x?.passed)),
      oneHot<X>(`${p}nonViolence`, 'Non-Violence Commitment Level (3.8.2)', levels, (x) => x?.nonViolence ?? null),
    ]),
    group((v: V): P => projectOf(v.s, o), [
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
  const ownHand = (v: V): readonly string[] => {
    const me = v.seat === null ? undefined : orgOf(v.s, v.seat);
    if (me === undefined) return [];
    return me.homeCardInHand ? [...me.hand, 'home'] : me.hand;
  };
  return observer<V>([
    oneHot('seat', 'the observing seat (none: a spectator)', turnOrder, (v) => v.seat),
    scalar('turn', 'Turn (1–3)', 0, 3, (v) => v.s.turn),
    oneHot('phase', 'phase of the Turn', phases, (v) => phaseUnderWay(v.s)),
    scalar('actionRound', 'Action Round', 0, INF, (v) => v.s.actionRound),
    oneHot('toMove', 'who decides', [...turnOrder, 'chance'], (v) => v.toMove),
    oneHot('step.kind', 'the flow decision waiting', stepKinds, (v) => shownStep(v.s)?.kind ?? null),
    group((v: V) => shownRound(v.s), [
      oneHot<Round>('round.org', 'the organization playing the Action Round', turnOrder, (r) => r?.org ?? null),
      oneHot<Round>('round.use', 'what the Action Round card is used for', useKinds, (r) => r?.use ?? null),
      oneHot<Round>('round.mode', 'the Project action chosen', modes, (r) => r?.mode ?? null),
    ]),
    ...turnOrder.flatMap(orgParts),
    ...colors.map((c) => scalar<V>(`supply.${c}`, `${c} cubes in the supply`, 0, set.cubes[c], (v) => v.s.supply[c])),
    ...colors.map((c) => scalar<V>(`xTrack.${c}`, `${c} X Value Track position`, 0, set.xTracks[c].values.length - 1, (v) => v.s.xTrack[c])),
    ...colors.map((c) => scalar<V>(`xValues.${c}`, `${c} X value`, -INF, INF, (v) => xValue(v.s, c))),
    scalar('failureTrack', 'Failure Markers on the track (9+: Seggie victory)', 0, INF, (v) => failureMarkers(v.s).track),
    group((v: V) => v.s.decks, [
      scalar<D>('decks.strategyCount', 'Strategy cards in the draw pile', 0, set.strategy.length, (d) => d.strategy.length),
      scalar<D>('decks.projectCount', 'Project cards in the draw pile', 0, set.projects.length, (d) => d.projects.length),
      scalar<D>('decks.legislationCount', 'Legislation cards in the draw pile', 0, set.legislation.length, (d) => d.legislation.length),
    ]),
    counts('hand', "the observing seat's own hand (Strategy card ids and 'home')", hand, INF, ownHand),
    group((v: V) => v.s.decks, [
      counts<D>('decks.strategyDiscard', 'Strategy discard pile', strategy, INF, (d) => d.strategyDiscard),
      counts<D>('decks.lastingEvents', 'lasting events in play', strategy, INF, (d) => d.lastingEvents),
      counts<D>('decks.display', 'cards on the March on Washington display (3.7)', strategy, INF, (d) => d.display),
      ...(['S', 'A', 'V'] as const).map((k) => counts<D>(`decks.laws.${k}`, `${k} laws passed`, laws, 1, (d) => d.laws[k])),
      counts<D>('decks.civilRightsAct', 'Civil Rights Act', laws, 1, (d) => d.civilRightsAct),
      counts<D>('decks.votingRightsAct', 'Voting Rights Act', laws, 1, (d) => d.votingRightsAct),
      counts<D>('decks.legislationDiscard', 'Legislation discard pile', laws, 1, (d) => d.legislationDiscard),
    ]),
  ]);
}

const observerOf = cachedBy(build);

/** What `seat`'s observation reads of `s` (nothing is copied: the parts read only what the view shows). */
export const freeAtLastSeen = (s: FreeAtLastState, seat: string | null): Seen => ({ s, seat: seat as Organization | null, toMove: freeAtLastTaskMachine.toMove(s) });

/** The observer of a Free at Last game (its layout fixed by the component set). */
export const freeAtLastObserver = (s: FreeAtLastState): Observer<V> => observerOf(componentsOf(s));
