import { freeAtLast1955TaskMachine } from './rules/task-machine.js';
import type { Seat, State, View } from './schema.js';

/*
 * What a seat may see: the whole board, the tracks, the cards out of play (discard, removed, in
 * front), its own hand; the other hand and the deck only as counts; of a face-down election card
 * only that it was committed (8.1); never the RNG.
 */

/** The prompt, or the end of the game. */
export function promptOf(s: State): string {
  return s.outcome ? `Game over: ${s.outcome.reason}` : freeAtLast1955TaskMachine.prompt(s);
}

/**
 * The view of `seat` (null: a spectator). Like a state, it is immutable and shares the state's
 * parts: copy it before changing it.
 */
export function viewOf(s: State, seat: string | null): View {
  return viewWith(s, seat, true);
}

/** A view without its prompt, legal list and question: what the observation reads (spaces/observation.ts). */
export type Board = Omit<View, 'prompt' | 'legal' | 'ask'>;

/** The view without what an observation never reads and costs the most: the prompt, legal list and question (left empty). */
export function boardOf(s: State, seat: string | null): Board {
  return viewWith(s, seat, false);
}

/** The parts of a seat's view that the heuristic bot reads (bots/). */
export type SeatView = Pick<View, 'year' | 'prompt' | 'cities' | 'leaders' | 'climate' | 'inFront' | 'nonviolence' | 'freedomEvents' | 'removed' | 'actionsLeft' | 'conf' | 'hand'>;

/**
 * The parts of `seat`'s view that the heuristic reads, read from the state when asked: the same
 * values as {@link viewOf}'s, without building the rest (the legal list, the question, the other
 * parts), the prompt made once when first read. For one choice: it reads `s` as it is then (a
 * search rollout writes its states in place).
 */
export function seatView(s: State, seat: Seat): SeatView {
  return new StateSeatView(s, seat);
}

class StateSeatView implements SeatView {
  #prompt: string | undefined;
  constructor(
    private readonly s: State,
    private readonly seat: Seat,
  ) {}
  get prompt(): string {
    return (this.#prompt ??= promptOf(this.s));
  }
  get year(): View['year'] {
    return this.s.year;
  }
  get cities(): View['cities'] {
    return this.s.cities;
  }
  get leaders(): View['leaders'] {
    return this.s.leaders;
  }
  get climate(): View['climate'] {
    return this.s.climate;
  }
  get inFront(): View['inFront'] {
    return this.s.inFront;
  }
  get nonviolence(): View['nonviolence'] {
    return this.s.nonviolence;
  }
  get freedomEvents(): View['freedomEvents'] {
    return this.s.freedomEvents;
  }
  get removed(): View['removed'] {
    return this.s.removed;
  }
  get actionsLeft(): View['actionsLeft'] {
    return this.s.actionsLeft;
  }
  get conf(): View['conf'] {
    return this.s.conf;
  }
  get hand(): View['hand'] {
    return this.s.hands[this.seat];
  }
}

/** The view; with `decision` false, its prompt, legal list and question are left empty. */
function viewWith(s: State, seat: string | null, decision: boolean): View {
  const mine = seat === 'civilRights' || seat === 'segregationist' ? seat : null;
  const toMove = freeAtLast1955TaskMachine.toMove(s);
  const e = s.election;
  return {
    seat,
    year: s.year,
    toMove,
    prompt: decision ? promptOf(s) : '',
    cities: s.cities,
    klan: s.klan,
    supply: s.supply,
    leaders: s.leaders,
    freedom: s.freedom,
    nonviolence: s.nonviolence,
    freedomEvents: s.freedomEvents,
    climate: s.climate,
    hand: mine === null ? [] : s.hands[mine],
    handSizes: { civilRights: s.hands.civilRights.length, segregationist: s.hands.segregationist.length },
    deckSize: s.deck.length,
    discard: s.discard,
    removed: s.removed,
    inFront: s.inFront,
    actionsLeft: s.actionsLeft,
    onMove: s.onMove,
    opsBonus: s.opsBonus,
    overcome: s.overcome,
    conf: s.conf,
    election:
      e === null
        ? null
        : { committed: { civilRights: e.commits.civilRights !== null, segregationist: e.commits.segregationist !== null }, own: mine === null ? null : e.commits[mine], rolls: e.rolls },
    legal: decision && seat !== null && toMove === seat ? freeAtLast1955TaskMachine.legalActions(s) : [],
    ask: decision ? (freeAtLast1955TaskMachine.ask(s) as View['ask']) : null, // its chance nodes are those of chanceQuestionSchema (test/questions.test.ts)
    components: s.components,
    outcome: s.outcome,
  };
}
