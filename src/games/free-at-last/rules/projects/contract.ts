import type { Color, Effect, Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import type { FalCtx } from '../tasks.js';

/*
 * The seam between the flow rules (phases, card play, events) and the project rules (how an action
 * on a Project is resolved: 3.6, 12, 14–19, 22). The project rules implement `ProjectRules` in
 * rules/projects/project-action.ts on the handlers' ctx (`projectSeam`); the flow rules call only
 * what is here.
 *
 * A running resolution is tasks on the stack (task-schema.ts; handlers in rules/projects/project-action.ts): its
 * record, and above it its steps, decisions and dice, pushed in the rulebook's order. Once they are
 * done the record ends the resolution; the flow then finishes the Action Round (or the End of Turn
 * step) it was in.
 */

/** A card as played this Action Round: a Strategy card id or 'home' (9.3.3), with the rank and colour it counts as. */
export interface PlayedCard {
  readonly id: string;
  readonly rank: 1 | 2 | 3 | 4;
  readonly color: Color;
}

/** The kind of action an owner takes on his Project (13.3). */
export type ProjectMode =
  | 'protest' // 15.1–15.14 (A, Marches, Freedom Rides)
  | 'picket' // 14.5.1, 15.15 (A protest-kind only; needs extra cards)
  | 'exam' // 17.4 pupil placement exam (S stage 1)
  | 'injunction' // 17.3, 22.9–22.14 (S stage 1, Marches after a protest)
  | 'advance' // 14.3, 17.8–17.11, 18.2–18.3 (S stage 2, V classes/courthouse; extra cards = Federal Escorts / Vote Drive)
  | 'bamn'; // 19.x event-leader stages

/** A mode the owner may choose now, with how many extra cards of matching rank it admits (14.5). */
export interface ModeOption {
  readonly mode: ProjectMode;
  /** Extra cards after the first: `rank: 'first'` = same rank as the first card; `4` = 4-rank cards (19.4). */
  readonly extraCards: { readonly min: number; readonly max: number; readonly rank: 'first' | 4 };
}

/** What the project rules expose to the flow rules: reads on a state, rules on the handlers' ctx. */
export interface ProjectRules {
  /** Modes `org` may use on its own active Project now (empty when it has none or it is done). */
  projectModes(s: FreeAtLastState, org: Organization): ModeOption[];
  /**
   * Starts an action on `org`'s Project after its cards are on the display and their SEG
   * Reinforcements done (13.1–13.2). Pushes the resolution task unless it completes at once.
   */
  beginProjectAction(ctx: FalCtx, org: Organization, mode: ProjectMode, cards: readonly PlayedCard[]): void;
  /**
   * 19.0 Robert F. Williams (A) or Malcolm X (V) played for the event on `org`'s Project: the Event
   * Leader takes over and stage 1 (19.4) is resolved at once; `extraCards` are the second and third
   * 4-rank cards played with the event (19.4); `eventRank` is the event card's rank (a card of no
   * colour, whose rank may activate SEG Local Figures, 12.2).
   */
  beginEventLeader(ctx: FalCtx, org: Organization, leader: string, extraCards?: readonly PlayedCard[], eventRank?: number): void;
  /** 20.2, 22.15–22.16 resolve the filed criminal appeals at End of Turn (pushes the resolution task, or does nothing if none filed). */
  beginSupremeCourt(ctx: FalCtx): void;
  /** 3.6.2 Local Figures activated by the set size at mobilization (no Star/Failure reward, 3.6.2.1). */
  activateBySetSize(ctx: FalCtx, org: Organization, setSize: number): void;
  /** Applies a cube/X effect to `org`'s Project (Local Figures, events, Leaders): collect-seg, add-red, remove-red, add-seg, move-x. */
  applyProjectEffect(ctx: FalCtx, org: Organization, effect: Effect): void;
  /** 15.17.1, 17.17.1, 18.3.10.1 the owner cannot continue: the Project fails, cubes go to the supply. */
  abandonProject(ctx: FalCtx, org: Organization): void;
  /** 15.16 `org`'s A Project, every SEG cube collected by whatever means, succeeds (ruling: at the end of an Action Round). */
  succeedIfCollected(ctx: FalCtx, org: Organization): void;
  /** Who decides in the running resolution: an organization, or 'chance' for a die roll. */
  resolutionToMove(s: FreeAtLastState): Organization | 'chance';
}
