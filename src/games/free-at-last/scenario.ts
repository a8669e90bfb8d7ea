import { edited, type Scenario, type ScenarioBuilder } from '../../core/scenario.js';
import { ownFlow, freshProject, moveCubesOn } from './rules/updates.js';
import { rngFromSeed } from '../../core/seed.js';
import type { Organization } from './data/schema.js';
import { enterChallenges } from './rules/challenges/deal.js';
import { endOfTurnStages, enterEndOfTurn, heldMandatory } from './rules/end-of-turn.js';
import { enterLegislation } from './rules/legislation.js';
import { freeAtLastTaskMachine, onState, setupGame } from './rules/task-machine.js';
import { configSchema, type FreeAtLastConfigInput, type ChallengeInPlay, type CubeColor, type Cubes, type FreeAtLastState, type NonViolence, type Phase, type Project } from './schema.js';
import { challengesOf, withChallenges, componentsOf, criminalHold as criminalHoldZone, eliminatedArea, onProject, supply, type Zone } from './rules/lookup.js';
import type { Stage, Task } from './task-schema.js';
import { phaseOfTask, phaseUnderWay, phasesAfterDeal } from './rules/turn.js';

/*
 * The public scenario builder of Free at Last (the one shape of src/core/scenario.ts): a game set up
 * from a config and seed, or any state, changed through typed setters and entered at a named point
 * of the Turn. It is the one place outside the rules that knows how pending work is stored (the
 * touch points: the entry functions and the flow task below), so that positions built with it
 * survive changes to that representation. A setter takes a component only from where the rules
 * keep it unused (a deck, the supply, a cup or pool) and refuses one found anywhere else.
 */

/** A Project to put in play: its card number, cubes, Leaders and stage. */
export interface ScenarioProject {
  readonly card: number;
  /** Red cubes (default 6). */
  readonly red?: number;
  readonly white?: number;
  readonly blue?: number;
  /** Protest Leaders, taken out of the owner's available Protest Leaders (7.1). */
  readonly leaders?: readonly string[];
  /** Freedom Riders (7.4), taken out of the owner's available Protest Leaders. */
  readonly riders?: readonly string[];
  /** Protest actions already taken on the Project (22.14; default 0). */
  readonly protests?: number;
  /** Whether blue cubes scored hits in its first Protest roll (16.2; default not). */
  readonly blueHitFirstProtest?: boolean;
  /**
   * The stage; default the first stage of the card's type: `protest` for an A Project (15.1),
   * `exam` for an S Project with blue cubes and `school-year` without (17.1, as selecting it does),
   * `classes` for a V Project (18.1). `protest` is refused for an S Project (17.1: S Projects have no
   * Protest stage).
   */
  readonly stage?: Project['stage'];
}

/**
 * Where a built position is entered: the Project selection (2.5) from `actor` on in Turn order, `actor`
 * choosing among the offered Projects (set them with `offered`); the Action Round of `actor` (2.9, 13.1), asking for its card;
 * the same Action Round before anything of it happens (23.1 the solitaire draw comes first); the interrupt window
 * before it (10.x); the pre-emptive Action Round offer (10.4); the phase events of Project
 * selection for one seat (9.3.2.1); the Legislation phase (2.8, 9.11); the Challenge phase of the
 * advanced game (2.7); the End of Turn (2.10, 20.0).
 */
export type ScenarioPoint = 'select-project' | 'action-round' | 'beforeAction' | 'interrupt-window' | 'preempt-offer' | 'phase-events' | 'legislation' | 'challenge-phase' | 'end-of-turn';

/** A Free at Last position under construction; every method returns a new builder (the old one is unchanged). */
export interface FreeAtLastScenario extends Scenario<FreeAtLastState, ScenarioPoint, Organization, FreeAtLastScenario> {
  /**
   * Enters the position at `point` and moves it on to the first decision there; `actor` is the seat
   * asked first (default the first seat). Whatever was pending is dropped. `'end-of-turn'` never
   * runs into the next Turn: when the End of Turn would ask nothing, `actor` is asked for its 20.1
   * discards (it answers `discardDone`); after Turn 3 that answer ends the game (21).
   */
  at(point: ScenarioPoint, actor?: Organization): FreeAtLastScenario;
  /** Sets `org`'s hand to these Strategy card ids, taken out of the deck; its old hand goes back to the deck. Refuses a card that is not in the deck or that hand. */
  hand(org: Organization, cards: readonly string[]): FreeAtLastScenario;
  /** Whether every seat holds its Home Card (9.3.3); default not. */
  homeCards(held: boolean): FreeAtLastScenario;
  /** `org`'s Staffers are exactly these (ready), hired out of its cup (6.0), its old Staffers back in the cup; refuses one found elsewhere. */
  staff(org: Organization, ids: readonly string[]): FreeAtLastScenario;
  /** Sets `org`'s Stars. */
  stars(org: Organization, n: number): FreeAtLastScenario;
  /** Sets `org`'s Failure Markers (4.2); the Failure Markers track counts every seat's (4.2.1). */
  failures(org: Organization, n: number): FreeAtLastScenario;
  /** Sets the Freedom Markers `org` has earned so far, by type of Project (3.2). */
  freedomMarkers(org: Organization, markers: Partial<Record<'S' | 'A' | 'V', number>>): FreeAtLastScenario;
  /** Adds cubes to `org`'s eliminated cubes area, taken from the supply, as if collected or removed this Turn (20.3). */
  eliminated(org: Organization, cubes: Partial<Cubes>): FreeAtLastScenario;
  /** Holds `n` red cubes removed by blue cubes in `org`'s A Project for a criminal appeal (15.14, 22.15), taken from the supply. */
  criminalHold(org: Organization, n: number): FreeAtLastScenario;
  /**
   * Files `org`'s criminal appeal (22.15) for the red cubes it holds (set them with `criminalHold`):
   * the two cards, taken from the Strategy deck, are discarded toward it. Refuses without red cubes
   * held, an appeal already filed, or a card not in the deck.
   */
  criminalAppeal(org: Organization, cards: readonly [string, string]): FreeAtLastScenario;
  /** Project cards dealt face up for selection (2.1, 2.5), taken out of the Project deck (refuses one not in it, or two of one state). */
  offered(cards: readonly number[]): FreeAtLastScenario;
  /** Puts `org`'s Project in play: the card leaves the Project deck, cubes come from the supply (refused if `org` has one, or the card is not in the deck). */
  project(org: Organization, p: ScenarioProject): FreeAtLastScenario;
  /** Strategy cards removed from the game (9.7 starred events, 4.0 A), taken out of the Strategy deck (refuses one not in it). */
  removedFromGame(ids: readonly string[]): FreeAtLastScenario;
  /** Sets X Value cubes' spaces on their tracks (3.6.1; 0 is the leftmost), refused off the track. */
  xTrack(spaces: Partial<Record<CubeColor, number>>): FreeAtLastScenario;
  /** Sets the Turn (1–3). */
  turn(n: number): FreeAtLastScenario;
  /** Sets the Action Round counter (10.4 pre-emption needs 2 or more). */
  actionRound(n: number): FreeAtLastScenario;
  /** Sets `org`'s VPs (as SEG cubes collected, 1.2). */
  victoryPoints(org: Organization, n: number): FreeAtLastScenario;
  /** 7.3 exception: Leaders who return to the pool at the end of this Turn (Rising to the Occasion, Hit and Run). */
  leadersReturning(ids: readonly string[]): FreeAtLastScenario;
  /** Marks every Project as completed successfully (for the End of Turn). */
  projectsSucceeded(): FreeAtLastScenario;
  /** Puts Challenges in effect (advanced game, 9.13–9.14), taken out of the Challenge deck (refuses one not in it). */
  challengesInPlay(inPlay: readonly ChallengeInPlay[]): FreeAtLastScenario;
  /** ALL Challenges waiting by the board (9.14), taken out of the Challenge deck (refuses one not in it). */
  challengesByBoard(cards: readonly string[]): FreeAtLastScenario;
  /**
   * Puts Legislation cards in effect as laws (2.8, 9.11), each on the stack of its area, taken out
   * of the Legislation deck or the 1964/1965 Acts (refuses one found elsewhere, or a Federal card).
   */
  laws(ids: readonly string[]): FreeAtLastScenario;
  /** Lasting events in effect (9.3: starred events kept on top of the board), taken out of the Strategy deck (refuses one found elsewhere, or not lasting). */
  lastingEvents(ids: readonly string[]): FreeAtLastScenario;
  /**
   * Sets the Non-Violence Commitment Level of SNCC or CORE (3.8.2; refused for SCLC and NAACP,
   * 9.8.2–9.8.3). Only the level: the cubes and Leaders of a move down (3.8.2) are not applied.
   */
  nonViolence(org: Organization, level: NonViolence): FreeAtLastScenario;
  /**
   * An Event Leader (19.0) has taken over `org`'s Project after stage 1 (19.4): Robert F. Williams
   * (`'robert-f-williams'`) in an A Project or Malcolm X (`'malcolm-x'`) in a V Project, stage 2 next
   * (19.5). The event card leaves the Strategy deck for the discard pile; white cubes left on the
   * Project go to the supply (19.4, they flee). Refuses another card, a Project of the wrong type,
   * no Project, or a card not in the deck.
   */
  eventLeader(org: Organization, card: 'robert-f-williams' | 'malcolm-x'): FreeAtLastScenario;
}

const fail = (what: string): never => {
  throw new Error(`Free at Last scenario: ${what}`);
};

/** `ids` taken out of `pile` (each once), or a refusal naming `where`. */
function taken<T>(pile: readonly T[], ids: readonly T[], where: string): T[] {
  const left = [...pile];
  for (const id of ids) {
    const i = left.indexOf(id);
    if (i < 0) fail(`${id} is not in ${where}`);
    left.splice(i, 1);
  }
  return left;
}

/** `n` cubes of `color` moved from `from` to `to`, refused when `from` has fewer. */
function cubes(s: FreeAtLastState, from: Zone, to: Zone, color: CubeColor, n: number): FreeAtLastState {
  const r = moveCubesOn(s, from, to, color, n);
  if (r.moved !== n) fail(`only ${r.moved} ${color} cubes where ${n} were asked for`);
  return r.state;
}

/** Moves a built position on until someone must decide (the draws of 'auto' mode made). */
const advance = (s: FreeAtLastState): FreeAtLastState => freeAtLastTaskMachine.start(s).state;

/**
 * `s` with `actor`'s turn next in the flow, the flow task and the phases of the Turn after `phase`
 * still to come (rules/turn.ts), and `above` on them (whatever was pending is dropped).
 */
function flowAt(s: FreeAtLastState, actor: Organization, phase: Phase, ...above: Task[]): FreeAtLastState {
  const at = phaseOrder.indexOf(phase);
  const phases = phasesAfterDeal(s).filter((t) => phaseOrder.indexOf(phaseOfTask[t.kind]) > at).reverse();
  const flow = { cursor: s.seats.indexOf(actor), round: null, leadersReturning: s.flow.leadersReturning, preemptor: null, deadlock: false };
  return { ...s, flow, resolution: null, tasks: [{ kind: 'flow' }, ...phases, ...above] };
}

/** The phases of the Turn after the Project deal, in the order of play. */
const phaseOrder = Object.values(phaseOfTask);

/** The stages of an Action Round's beginning, in order (rules/action-rounds.ts). */
const roundBegins = ['roundPreempt', 'roundWindow', 'roundBegin', 'roundPlay'] as const;

/** The Action Rounds entered at a stage of a round's beginning, with `actor`'s turn next: that stage and those after it on the phase's actionRounds. */
function inRounds(s: FreeAtLastState, actor: Organization, at: (typeof roundBegins)[number]): FreeAtLastState {
  const stages: Stage[] = roundBegins.slice(roundBegins.indexOf(at)).map((kind) => ({ kind })).reverse();
  return advance(flowAt(s, actor, 'action-rounds', { kind: 'actionRounds' }, ...stages));
}

/** 2.10 the End of Turn, stopped at its first decision; when it has none, at `actor`'s 20.1 discards. */
function endOfTurn(s: FreeAtLastState, actor: Organization): FreeAtLastState {
  const entered = flowAt(s, actor, 'end-of-turn');
  const t = advance(onState(entered, enterEndOfTurn).state);
  if (phaseUnderWay(t) === 'end-of-turn' && t.turn === s.turn) return t;
  // nothing was asked: no End of Turn event (9.3.2.1 D) was played, and the held Mandatory Events (9.6) asked nobody
  const stages = endOfTurnStages(s.seats.indexOf(actor) + 1).slice(1).reverse();
  const held = onState(flowAt(s, actor, 'end-of-turn', ...stages, { kind: 'heldMandatory' }), heldMandatory).state;
  return advance({ ...held, tasks: [...held.tasks, { kind: 'discardDown', org: actor, appealCards: 0 }] });
}

const entries: { readonly [P in ScenarioPoint]: (s: FreeAtLastState, actor: Organization) => FreeAtLastState } = {
  'select-project': (s, actor) => advance(flowAt(s, actor, 'select-projects', { kind: 'discardUnselected' }, { kind: 'selectSeats', cursor: s.seats.indexOf(actor) })),
  'action-round': (s, actor) => flowAt(s, actor, 'action-rounds', { kind: 'actionRounds' }, { kind: 'action', org: actor }),
  beforeAction: (s, actor) => inRounds(s, actor, 'roundBegin'),
  'interrupt-window': (s, actor) => inRounds(s, actor, 'roundWindow'),
  'preempt-offer': (s, actor) => inRounds(s, actor, 'roundPreempt'),
  'phase-events': (s, actor) => advance(flowAt(s, actor, 'select-projects', { kind: 'discardUnselected' }, { kind: 'events', seats: [actor] })),
  legislation: (s, actor) => advance(onState(flowAt(s, actor, 'legislation'), enterLegislation).state),
  'challenge-phase': (s, actor) => advance(onState(flowAt(s, actor, 'challenges'), enterChallenges).state),
  'end-of-turn': endOfTurn,
};

/** 15.1, 17.1, 18.1 a Project's first stage (an S Project without blue cubes has no school board to pass). */
const firstStage = (type: 'A' | 'S' | 'V', blue: number): Project['stage'] => (type === 'A' ? 'protest' : type === 'V' ? 'classes' : blue > 0 ? 'exam' : 'school-year');

/** The Project card `n` of the position's component set. */
const projectCard = (s: FreeAtLastState, n: number) => componentsOf(s).projects.find((p) => p.number === n) ?? fail(`no Project card ${n}`);

/** A builder over `state` (any Free at Last state, e.g. one reached by playing). */
export function freeAtLastScenario(state: FreeAtLastState): FreeAtLastScenario {
  const s = state;
  const next = (t: FreeAtLastState) => freeAtLastScenario(t);
  const org = (o: Organization, f: (x: FreeAtLastState['orgs'][string]) => FreeAtLastState['orgs'][string]): FreeAtLastScenario => {
    const x = s.orgs[o] ?? fail(`${o} is not a seat`);
    return next({ ...s, orgs: { ...s.orgs, [o]: f(x) } });
  };
  return {
    state: s,
    edit: (change) => next(edited(s, change)),
    at: (point, actor) => next(entries[point](s, actor ?? s.seats[0]!)),
    hand(o, cards) {
      const deck = taken([...s.decks.strategy, ...(s.orgs[o]?.hand ?? [])], cards, `the Strategy deck or ${o}'s hand`);
      return org(o, (x) => ({ ...x, hand: [...cards] })).edit((d) => void (d.decks.strategy = deck));
    },
    homeCards: (held) => next({ ...s, orgs: Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, homeCardInHand: held }])) }),
    staff: (o, ids) =>
      org(o, (x) => {
        const staffPool = taken([...x.staffPool, ...x.staff.map((f) => f.id)], ids, `${o}'s Staff cup or Staff`);
        return { ...x, staff: ids.map((id) => ({ id, tired: false })), staffPool };
      }),
    stars: (o, n) => org(o, (x) => ({ ...x, stars: n })),
    failures: (o, n) => org(o, (x) => ({ ...x, failures: n })),
    freedomMarkers: (o, m) => org(o, (x) => ({ ...x, freedomMarkers: { ...x.freedomMarkers, ...m } })),
    eliminated(o, c) {
      let t = s;
      for (const color of ['red', 'white', 'blue'] as const) t = cubes(t, supply, eliminatedArea(o), color, c[color] ?? 0);
      return next(t);
    },
    criminalHold: (o, n) => next(cubes(s, supply, criminalHoldZone(o), 'red', n)),
    criminalAppeal(o, cards) {
      const x = s.orgs[o] ?? fail(`${o} is not a seat`);
      if (x.criminalHold === 0) fail(`${o} holds no red cubes for a criminal case (15.14)`);
      if (x.appealFiled) fail(`${o} has filed its appeal already`);
      const strategy = taken(s.decks.strategy, cards, 'the Strategy deck');
      const appealCards = cards.map((id) => ({ id, color: (componentsOf(s).strategy.find((c) => c.id === id) ?? fail(`no Strategy card ${id}`)).color }));
      return org(o, (y) => ({ ...y, appealFiled: true, appealCards })).edit((d) => {
        d.decks.strategy = strategy;
        d.decks.strategyDiscard.push(...cards);
      });
    },
    offered(cards) {
      const offered = { ...s.offered };
      for (const n of cards) {
        const at = projectCard(s, n).state;
        if (offered[at] !== undefined) fail(`Project ${offered[at]} is offered in ${at} already`);
        offered[at] = n;
      }
      return next({ ...s, offered, decks: { ...s.decks, projects: taken(s.decks.projects, cards, 'the Project deck') } });
    },
    project(o, p) {
      if (s.projects[o]) fail(`${o} already has a Project`);
      const type = projectCard(s, p.card).type;
      const stage = p.stage ?? firstStage(type, p.blue ?? 0);
      if (type === 'S' && stage === 'protest') fail(`Project ${p.card} is an S Project: it has no Protest stage (17.1)`);
      const leaders = p.leaders ?? [];
      const riders = p.riders ?? [];
      const pool = taken(s.orgs[o]?.protestLeaders ?? [], [...leaders, ...riders], `${o}'s available Protest Leaders`);
      const project = { ...freshProject(p.card, o, stage, leaders), freedomRiders: [...riders], protests: p.protests ?? 0, blueHitFirstProtest: p.blueHitFirstProtest ?? false };
      let t: FreeAtLastState = {
        ...s,
        orgs: { ...s.orgs, [o]: { ...s.orgs[o]!, protestLeaders: pool } },
        decks: { ...s.decks, projects: taken(s.decks.projects, [p.card], 'the Project deck') },
        projects: { ...s.projects, [o]: project },
      };
      t = cubes(t, supply, onProject(o), 'red', p.red ?? 6);
      t = cubes(t, supply, onProject(o), 'white', p.white ?? 0);
      return next(cubes(t, supply, onProject(o), 'blue', p.blue ?? 0));
    },
    victoryPoints: (o, n) => org(o, (x) => ({ ...x, vp: n, vpBreakdown: { ...x.vpBreakdown, segCubes: n } })),
    leadersReturning: (ids) => next(onState(s, (ctx) => void (ownFlow(ctx).leadersReturning = [...ids])).state),
    removedFromGame: (ids) => next({ ...s, decks: { ...s.decks, strategy: taken(s.decks.strategy, ids, 'the Strategy deck'), strategyRemoved: [...s.decks.strategyRemoved, ...ids] } }),
    xTrack(spaces) {
      const xTrack = { ...s.xTrack };
      for (const [die, at] of Object.entries(spaces) as [CubeColor, number][]) {
        const last = componentsOf(s).xTracks[die].values.length - 1;
        if (!Number.isInteger(at) || at < 0 || at > last) fail(`space ${at} is off the ${die} X Value Track (0–${last})`);
        xTrack[die] = at;
      }
      return next({ ...s, xTrack });
    },
    turn: (n) => next({ ...s, turn: n }),
    actionRound: (n) => next({ ...s, actionRound: n }),
    projectsSucceeded: () => next({ ...s, projects: Object.fromEntries(Object.entries(s.projects).map(([o, p]) => [o, { ...p, outcome: 'success' as const }])) }),
    challengesInPlay: (inPlay) => next(withChallenges(s, { deck: taken(challengesOf(s).deck, inPlay.map((x) => x.card), 'the Challenge deck'), inPlay: [...inPlay] })),
    challengesByBoard: (cards) => next(withChallenges(s, { deck: taken(challengesOf(s).deck, cards, 'the Challenge deck'), byBoard: [...cards] })),
    laws(ids) {
      const d = s.decks;
      const laws = { S: [...d.laws.S], A: [...d.laws.A], V: [...d.laws.V] };
      let piles = { legislation: d.legislation, civilRightsAct: d.civilRightsAct, votingRightsAct: d.votingRightsAct };
      for (const id of ids) {
        const card = componentsOf(s).legislation.find((c) => c.id === id) ?? fail(`no Legislation card ${id}`);
        if (card.area === 'federal') return fail(`${id} is Federal Legislation (9.10), not a law of a stack`);
        const pile = (Object.keys(piles) as (keyof typeof piles)[]).find((k) => piles[k].includes(id)) ?? fail(`${id} is not in the Legislation deck or the Acts`);
        piles = { ...piles, [pile]: taken(piles[pile], [id], pile) };
        laws[card.area].push(id);
      }
      return next({ ...s, decks: { ...d, ...piles, laws } });
    },
    lastingEvents(ids) {
      for (const id of ids) if (!componentsOf(s).strategy.find((c) => c.id === id)?.lasting) fail(`${id} is not a lasting event`);
      return next({ ...s, decks: { ...s.decks, strategy: taken(s.decks.strategy, ids, 'the Strategy deck'), lastingEvents: [...s.decks.lastingEvents, ...ids] } });
    },
    nonViolence(o, level) {
      if (o !== 'SNCC' && o !== 'CORE') fail(`only SNCC and CORE keep a Non-Violence Commitment Level (3.8.2, 9.8.2–9.8.3), not ${o}`);
      return org(o, (x) => ({ ...x, nonViolence: level }));
    },
    eventLeader(o, card) {
      const p = s.projects[o] ?? fail(`${o} has no Project`);
      const type = card === 'robert-f-williams' ? 'A' : card === 'malcolm-x' ? 'V' : fail(`${String(card)} is not an Event Leader (19.0)`);
      if (projectCard(s, p.card).type !== type) fail(`${card} takes over ${type === 'A' ? 'an A' : 'a V'} Project (19.0)`);
      const strategy = taken(s.decks.strategy, [card], 'the Strategy deck');
      // the Project names the Event Leader as the card's effect does (19.3), not by the card's id
      const effect = componentsOf(s).strategy.find((c) => c.id === card)?.effects.find((e) => e.kind === 'eventLeader');
      const leader = effect?.kind === 'eventLeader' ? effect.leader : fail(`${card} brings no Event Leader in this component set`);
      const t = cubes(s, onProject(o), supply, 'white', p.cubes.white);
      return next({
        ...t,
        decks: { ...t.decks, strategy, strategyDiscard: [...t.decks.strategyDiscard, card] },
        projects: { ...t.projects, [o]: { ...t.projects[o]!, eventLeader: leader, stage: 'bamn-blue', leaderLost: false } },
      });
    },
  };
}

/**
 * Free at Last's scenario builders (the shape of `protest-rules/testing`): `scenario(config, seed)`
 * is the game set up from `config` and `seed` (default 1; use `chance: 'manual'` to force the draws
 * and dice that follow) with no Project, every hand back in the Strategy deck, no Home Card held
 * and no Staffers, in the Action Rounds of Turn 1 unless set otherwise; `from(state)` builds on any
 * state.
 *
 * @throws ZodError when the config is not valid.
 * @example
 * ```ts
 * import { freeAtLastScenarios } from 'protest-rules/free-at-last';
 * import { scenario } from 'protest-rules/testing';
 *
 * const s = scenario({ scenario: freeAtLastScenarios }, { players: ['SNCC', 'SCLC'], chance: 'manual' })
 *   .project('SNCC', { card: 2, red: 9, white: 6, blue: 2 })
 *   .hand('SNCC', ['freedom-songs-3'])
 *   .at('interrupt-window').state;
 * ```
 */
export const freeAtLastScenarios: ScenarioBuilder<FreeAtLastState, FreeAtLastConfigInput, FreeAtLastScenario> = {
  scenario(config, seed = 1) {
    const s = setupGame(configSchema.parse(config ?? {}), rngFromSeed(seed)).state;
    const deck = [...s.decks.strategy, ...Object.values(s.orgs).flatMap((o) => o.hand)];
    const orgs = Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, hand: [], homeCardInHand: false, staff: [], staffPool: [...x.staffPool, ...x.staff.map((f) => f.id)] }]));
    return freeAtLastScenario({ ...s, orgs, offered: {}, turn: 1, actionRound: 1, decks: { ...s.decks, strategy: deck } });
  },
  from: freeAtLastScenario,
};
