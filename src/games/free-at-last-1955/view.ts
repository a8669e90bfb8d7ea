import { freeAtLast1955TaskMachine } from './rules/task-machine.js';
import type { State, View } from './schema.js';

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
