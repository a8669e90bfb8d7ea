import { expect } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import type { DieFace, Organization } from '../../../src/games/free-at-last/data/schema.js';
import { cubeCensus, freeAtLast as referenceGame, type FreeAtLastAction as NamedAction, type FreeAtLastGame, type FreeAtLastNames, type FreeAtLastState, type Project } from '../../../src/games/free-at-last/index.js';
import { freeAtLastScenarios } from '../../../src/games/free-at-last/words/index.js';
import { from, scenario as build } from '../../../src/testing/index.js';
import { CARDS, components, fixtureInput } from './fixture.js';

export { CARDS, components, fixtureInput };

/** Free at Last over the fixture's own component set, whose ids are not the reference set's: widened to plain strings, as the docs say for a set of one's own. */
export const freeAtLast: FreeAtLastGame<FreeAtLastNames> = referenceGame;
/** An action of the fixture's game (its ids plain strings). */
export type FreeAtLastAction = NamedAction<FreeAtLastNames>;

/*
 * The project tests' driver, on the public API only: positions built with the public scenario
 * builder (`protest-rules/testing`) over the fixture component set, Project actions taken through
 * a real Action Round (13.1 play, mode, 14.5 extra cards, 13.2 reinforcements, the owner's 10.x
 * window) and the resolution driven by forced dice (manual chance mode) and listed decisions.
 *
 * 13.2 every card played reinforces "any Project": each position has a second Project, the
 * bystander's, with cubes of every colour, and the driver puts every reinforcement there, so that
 * the tested Project starts its action with the cubes the test gave it.
 */

const game = { scenario: freeAtLastScenarios };
const turnOrder = ['SNCC', 'CORE', 'SCLC', 'NAACP'] as const;
/** The Strategy cards that are response cards in litigation (22.11). */
const responseCards = ['amicus-brief', 'second-amicus', 'fifth-circuit-four'];

export interface ScenarioOptions {
  owner?: Organization;
  card?: number;
  cubes?: { red: number; white: number; blue: number };
  stage?: Project['stage'];
  leaders?: string[];
  riders?: string[];
  staff?: string[];
  stars?: number;
  hand?: string[];
  /** Whether every seat holds its Home Card (9.3.3). */
  homeCard?: boolean;
  /** Legislation cards in effect as laws (2.8). */
  laws?: string[];
  lasting?: string[];
  /** X Value cubes' spaces (3.6.1). */
  xTrack?: Partial<FreeAtLastState['xTrack']>;
  protests?: number;
  blueHitFirstProtest?: boolean;
  /** Further seats (with empty holdings) besides the owner. */
  others?: Organization[];
  /**
   * Whether the litigation response cards may be in hands (22.11 then asks every seat after a
   * litigation roll); by default those not in the owner's hand are removed from the game, so no
   * response window opens.
   */
  responseCardsHidden?: boolean;
}

/** The seat whose Project takes the 13.2 reinforcements: a seat the test does not use. */
function bystanderOf(s: FreeAtLastState, owner: Organization): Organization {
  return Object.keys(s.projects).find((o) => o !== owner) as Organization;
}

/**
 * The owner's Action Round (13.1), asking for its card: the owner's Project with the given cubes
 * (from the supply) and the bystander's Project (20 red, 5 white, 5 blue, and 3 Stars).
 */
export function scenario(o: ScenarioOptions = {}): FreeAtLastState {
  const owner = o.owner ?? 'SCLC';
  const card = o.card ?? CARDS.sitIn;
  const cubes = o.cubes ?? { red: 9, white: 6, blue: 2 };
  const used: Organization[] = [owner, ...(o.others ?? [])];
  const bystander = (['NAACP', 'CORE', 'SNCC', 'SCLC'] as const).find((x) => !used.includes(x))!;
  const players = turnOrder.filter((x) => used.includes(x) || x === bystander);
  let b = build(game, { players, chance: 'manual', components: fixtureInput }, 1)
    .project(owner, { card, ...cubes, stage: o.stage, leaders: o.leaders, riders: o.riders, protests: o.protests, blueHitFirstProtest: o.blueHitFirstProtest })
    .project(bystander, { card: card === CARDS.plain ? CARDS.march : CARDS.plain, red: 20, white: 5, blue: 5 })
    .staff(owner, o.staff ?? [])

    .hand(owner, o.hand ?? [])
    .homeCards(o.homeCard ?? false)
    .laws(o.laws ?? [])
    .lastingEvents(o.lasting ?? [])
    .xTrack(o.xTrack ?? {});
  // the other seats hold nothing; the bystander's Stars give its Action Round a choice, so play stops there (13.1)
  for (const x of players) b = b.stars(x, x === owner ? (o.stars ?? 0) : x === bystander ? 3 : 0);
  if (!o.responseCardsHidden) b = b.removedFromGame(responseCards.filter((id) => !(o.hand ?? []).includes(id)));
  return b.at('action-round', owner).state;
}

/** A card played for its rank and colour: the fixture's plain card of that rank and colour, or `id` (`'home'`: the Home Card). */
export const card = (rank: 1 | 2 | 3 | 4, color: 'red' | 'white' | 'blue', id = `c${rank}${color[0]}`) => ({ id, rank, color });
export type PlayedCard = ReturnType<typeof card>;

/** A forced die face. */
export const die = (d: 'red' | 'white' | 'blue', face: DieFace): FreeAtLastAction => ({ type: 'projectRoll', die: d, face });

export const proceed: FreeAtLastAction = { type: 'projectProceed' };
export const pass: FreeAtLastAction = { type: 'projectPass' };
export const hit = (use: 'overkill' | 'save' | 'collect'): FreeAtLastAction => ({ type: 'projectLeaderHit', use });

/** A project action (13.3). */
export type Mode = Extract<FreeAtLastAction, { type: 'mode' }>['mode'];

const key = (a: unknown): string => JSON.stringify(a);

/** What may be done now: the chance outcomes, or the legal actions of the seat to move. */
function listed(s: FreeAtLastState): FreeAtLastAction[] {
  const who = freeAtLast.toMove(s);
  if (who === null) return [];
  return who === 'chance' ? freeAtLast.chanceOutcomes(s).map((o) => o.outcome) : freeAtLast.legalActions(s);
}

/** Whether a project resolution is running: what is listed is a project decision or die (their action types all start with `project`). */
export const inResolution = (s: FreeAtLastState): boolean => listed(s).some((a) => a.type.startsWith('project'));

/** A driver over `s` that checks every step is listed and the cube census never changes. */
function driver(s: FreeAtLastState) {
  const census = cubeCensus(s);
  const events: GameEvent[] = [];
  const d = {
    state: s,
    events,
    step(a: FreeAtLastAction): void {
      const offered = listed(d.state);
      if (!offered.some((x) => key(x) === key(a))) throw new Error(`${key(a)} not offered to ${String(freeAtLast.toMove(d.state))} (${freeAtLast.prompt(d.state)}); offered ${key(offered)}`);
      const r = freeAtLast.step(d.state, a);
      events.push(...r.events);
      d.state = r.state;
      expect(cubeCensus(d.state)).toEqual(census);
    },
    /** The forced dice and decisions of the running resolution. */
    drive(steps: readonly FreeAtLastAction[]): void {
      for (const a of steps) {
        if (!inResolution(d.state)) throw new Error(`Resolution over, but ${key(a)} is left`);
        d.step(a);
      }
    },
  };
  return d;
}

/** Plays forced dice and decisions through the running resolution. */
export function drive(s: FreeAtLastState, steps: readonly FreeAtLastAction[]): { state: FreeAtLastState; events: GameEvent[] } {
  const d = driver(s);
  d.drive(steps);
  return { state: d.state, events: d.events };
}

type Driver = ReturnType<typeof driver>;

/**
 * The rest of an Action Round's card play up to its action: `mode` when asked (13.3), the `extra`
 * cards then done (14.5), every 13.2 reinforcement to the bystander's Project, and the owner's
 * window before the dice (10.x) passed.
 */
function playOn(d: Driver, owner: Organization, mode: Mode | null, extra: readonly PlayedCard[]): void {
  const more = [...extra];
  let windowPassed = false;
  for (;;) {
    const types = new Set(listed(d.state).map((a) => a.type));
    if (mode && types.has('mode')) d.step({ type: 'mode', mode });
    else if (types.has('extra') || types.has('extraDone')) {
      const next = more.shift();
      d.step(next ? { type: 'extra', card: next.id, rank: next.rank, color: next.color } : { type: 'extraDone' });
    } else if (types.has('reinforce')) d.step({ type: 'reinforce', target: bystanderOf(d.state, owner) });
    else if (!windowPassed && types.has('windowPass') && freeAtLast.toMove(d.state) === owner) {
      windowPassed = true;
      d.step({ type: 'windowPass' });
    } else break;
  }
  expect(more).toEqual([]);
}

/**
 * The Action Round of `owner` (default the seat to move): `cards` are put in its hand and played
 * (13.1) for `mode` on its Project (`playOn`); then the resolution is driven by `steps`.
 */
export function act(s: FreeAtLastState, mode: Mode, cards: readonly PlayedCard[], steps: readonly FreeAtLastAction[], owner = freeAtLast.toMove(s) as Organization): { state: FreeAtLastState; events: GameEvent[] } {
  const [first, ...extra] = cards;
  const d = played(holding(s, owner, extra), first!, owner);
  playOn(d, owner, mode, extra);
  d.drive(steps);
  return { state: d.state, events: d.events };
}

/**
 * 19.3 `owner` (default the seat to move) plays Robert F. Williams for its event in its Action Round,
 * with `extra` 4-rank cards (19.4, `playOn`); then the resolution is driven by `steps`.
 */
export function eventLeader(s: FreeAtLastState, extra: readonly PlayedCard[], steps: readonly FreeAtLastAction[], owner = freeAtLast.toMove(s) as Organization): { state: FreeAtLastState; events: GameEvent[] } {
  const rfw = card(4, 'white', 'robert-f-williams');
  const d = driver(from(game, holding(s, owner, [rfw, ...extra])).at('action-round', owner).state);
  const play = listed(d.state).find((a) => a.type === 'event' && a.card === rfw.id);
  if (!play) throw new Error(`Robert F. Williams cannot be played for its event; offered ${key(listed(d.state))}`);
  d.step(play);
  playOn(d, owner, null, extra);
  d.drive(steps);
  return { state: d.state, events: d.events };
}

/** `cards` put in `owner`'s hand (taken from the Strategy deck) unless held already; the Home Card is held or not (9.3.3). */
function holding(s: FreeAtLastState, owner: Organization, cards: readonly PlayedCard[]): FreeAtLastState {
  const hand = s.orgs[owner]!.hand;
  const ids = cards.map((c) => c.id).filter((id) => id !== 'home' && !hand.includes(id));
  return from(game, s).hand(owner, [...hand, ...ids]).state;
}

/** `owner`'s Action Round with `c` put in its hand and played (13.1). */
function played(s: FreeAtLastState, c: PlayedCard, owner: Organization) {
  const d = driver(from(game, holding(s, owner, [c])).at('action-round', owner).state);
  d.step({ type: 'play', card: c.id, rank: c.rank, color: c.color });
  return d;
}

/** 14.5 the extra cards offered once `cards` are played for `mode` by `owner` (default the seat to move): their ids. */
export function extraOffered(s: FreeAtLastState, mode: Mode, cards: readonly PlayedCard[], owner = freeAtLast.toMove(s) as Organization): string[] {
  const [first, ...extra] = cards;
  const d = played(holding(s, owner, extra), first!, owner);
  if (listed(d.state).some((a) => a.type === 'mode')) d.step({ type: 'mode', mode });
  for (const c of extra) d.step({ type: 'extra', card: c.id, rank: c.rank, color: c.color });
  return listed(d.state).flatMap((a) => (a.type === 'extra' ? [a.card] : []));
}

/** 15.17.1 `owner` (default the seat to move) cannot go on with its Project and gives it up in its Action Round. */
export function concede(s: FreeAtLastState, owner = freeAtLast.toMove(s) as Organization): FreeAtLastState {
  const d = driver(from(game, s).at('action-round', owner).state);
  d.step({ type: 'concede' });
  return d.state;
}

/** 13.3 the project actions open to `c` played by `owner` (default the seat to move): the modes offered, the one taken without asking, or none when the card cannot be played for the Project. */
export function modes(s: FreeAtLastState, c: PlayedCard, owner = freeAtLast.toMove(s) as Organization): Mode[] {
  const round = from(game, holding(s, owner, [c])).at('action-round', owner).state;
  if (!listed(round).some((a) => a.type === 'play' && a.card === c.id)) return [];
  const d = played(s, c, owner);
  const offered = listed(d.state).flatMap((a) => (a.type === 'mode' ? [a.mode] : []));
  if (offered.length > 0) return offered;
  const mode = freeAtLast.view(d.state, owner).round?.mode;
  return mode ? [mode as Mode] : [];
}

/** A criminal case (15.14): red cubes held in `org`'s A Project, and the two cards of its appeal if filed (22.15). */
export interface CriminalCase {
  readonly org: Organization;
  readonly held: number;
  readonly filed?: readonly [string, string];
}

/**
 * 2.10 the End of Turn of a position with these criminal cases, run on to its first decision: the
 * Supreme Court (20.2, 22.15–22.16) when an appeal is filed.
 */
export function endOfTurn(s: FreeAtLastState, cases: readonly CriminalCase[]): FreeAtLastState {
  let b = from(game, s);
  for (const c of cases) {
    b = b.criminalHold(c.org, c.held);
    if (c.filed) b = b.criminalAppeal(c.org, c.filed);
  }
  return b.at('end-of-turn').state;
}

/** What the running resolution waits for now; `null` when none runs. */
export function waiting(s: FreeAtLastState): { who: string; actions: FreeAtLastAction[] } | null {
  if (!inResolution(s)) return null;
  return { who: freeAtLast.toMove(s)!, actions: listed(s) };
}
