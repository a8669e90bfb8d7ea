import type { Player } from '../../../core/types.js';
import { freeAtLastTaskMachine } from '../rules/task-machine.js';
import { failureMarkers } from '../rules/lookup.js';
import type { FreeAtLastState, FreeAtLastView } from '../schema.js';

/*
 * The parts of a seat's view that the heuristic reads, from the view or straight from the state:
 * a search's rollouts give the heuristic the state, and building the whole view (the prompt, the
 * question, the legal list, every organization) for each choice was a sixth of a search
 * (docs/performance.md).
 */

/** What the heuristic reads of `seat`'s view: the same values as {@link FreeAtLastView}'s (its own organization's among them). */
export interface SeatView {
  readonly prompt: string;
  readonly offered: FreeAtLastView['offered'];
  readonly projects: FreeAtLastView['projects'];
  readonly failureTrack: number;
  /** The seat's hand, sorted as the view shows it. */
  readonly hand: readonly string[];
  readonly handCount: number;
  readonly homeCardInHand: boolean;
  readonly stars: number;
}

/** The parts of `view` (the view of `seat`) that the heuristic reads. */
export function fromView(view: FreeAtLastView, seat: Player): SeatView {
  const o = view.orgs[seat]!;
  return {
    prompt: view.prompt,
    offered: view.offered,
    projects: view.projects,
    failureTrack: view.failureTrack,
    hand: o.hand ?? [],
    handCount: o.handCount,
    homeCardInHand: o.homeCardInHand,
    stars: o.stars,
  };
}

/**
 * The parts of `seat`'s view that the heuristic reads, read from `s` when asked (the prompt and the
 * sorted hand made once when first read), the same values as the view's; for one choice: it reads
 * `s` as it is then (a search's rollout writes its states in place).
 */
export function seatView(s: FreeAtLastState, seat: Player): SeatView {
  return new StateSeatView(s, seat);
}

class StateSeatView implements SeatView {
  #prompt: string | undefined;
  #hand: readonly string[] | undefined;
  constructor(
    private readonly s: FreeAtLastState,
    private readonly seat: Player,
  ) {}
  get prompt(): string {
    return (this.#prompt ??= freeAtLastTaskMachine.prompt(this.s));
  }
  get offered(): FreeAtLastView['offered'] {
    return this.s.offered;
  }
  get projects(): FreeAtLastView['projects'] {
    return this.s.projects;
  }
  get failureTrack(): number {
    return failureMarkers(this.s).track;
  }
  get hand(): readonly string[] {
    return (this.#hand ??= [...this.s.orgs[this.seat]!.hand].sort());
  }
  get handCount(): number {
    return this.s.orgs[this.seat]!.hand.length;
  }
  get homeCardInHand(): boolean {
    return this.s.orgs[this.seat]!.homeCardInHand;
  }
  get stars(): number {
    return this.s.orgs[this.seat]!.stars;
  }
}
