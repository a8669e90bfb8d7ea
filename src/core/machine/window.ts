import type { DecisionSubject } from '../question.js';
import type { Player } from '../types.js';
import { copyOf } from '../with-key.js';
import { remember } from './memo.js';
import type { BaseTask, Ctx, TaskHandler, TaskState } from './types.js';

/** A window task: the seats still to be asked, the one asked now first. */
export interface WindowTask extends BaseTask {
  readonly seats: readonly Player[];
}

/** What a seat's answer does to the window: ask the next seat, ask the same seat again, or close it. */
export type WindowAnswer = 'next' | 'again' | 'close';

/** What a game says about one kind of window (see {@link windowHandler}). */
export interface WindowSpec<S extends TaskState<T0>, T extends WindowTask & T0, A, T0 extends BaseTask> {
  /**
   * What `seat` may do now; `[]` skips the seat. A window behind a server should offer every seat
   * at least a pass, so that who is asked never depends on a hidden hand. Asked once per state and
   * task for the seat asked now (the window remembers it for who decides and the legal list), and
   * only for a seat that `asked` (if given) accepts.
   */
  offers(state: S, task: T, seat: Player): A[];
  /** Applies one seat's answer and says how the window goes on. */
  answer(ctx: Ctx<S, T0>, task: T, seat: Player, action: A): WindowAnswer;
  prompt(state: S, task: T, seat: Player): string;
  /** What `seat` is asked, as data (see `TaskHandler.ask`); by default the kind and the seats still to be asked after it. */
  ask?(state: S, task: T, seat: Player): DecisionSubject;
  /**
   * Whether `seat` is asked at all (optional): a cheap check on public information. When the seat
   * asked now has nothing to do, the seats after it that are not asked are skipped with it, in one
   * change of the stack (Free at Last's windows: most seats have nothing to do most of the time).
   * A seat it accepts is still skipped when it has no offers. Asked once per seat and state.
   */
  asked?(state: S, task: T, seat: Player): boolean;
  /** Runs when the window closes (after the last seat, or on `'close'`). */
  closed?(ctx: Ctx<S, T0>, task: T): void;
  explain?(state: S, task: T, seat: Player, action: A): { reason: string; rule?: string } | undefined;
}

/** The window from its seat `from` on (`copyOf`: not a spread with the seats). */
function later<T extends WindowTask>(t: T, from: number): T {
  const next = copyOf(t);
  next.seats = t.seats.slice(from);
  return next;
}

/**
 * A window that offers a decision to seats in order (interrupts, event windows, answers to a card):
 * the first seat of `task.seats` decides; seats with nothing to do are skipped (with those `asked` says
 * are not asked after them); the window pops
 * itself when every seat has been asked or an answer closes it.
 */
export function windowHandler<S extends TaskState<T0>, T extends WindowTask & T0, A, T0 extends BaseTask>(
  spec: WindowSpec<S, T, A, T0>,
): TaskHandler<S, T, A, T0> {
  function close(ctx: Ctx<S, T0>, task: T): void {
    ctx.remove(task);
    spec.closed?.(ctx, task);
  }
  const asked = spec.asked;
  // the first seat's offers, computed once per state and task for both the decider and the legal list
  const offersAsked = (s: S, t: T): A[] => spec.offers(s, t, t.seats[0]!);
  const offersNow = asked === undefined ? offersAsked : (s: S, t: T): A[] => (asked(s, t, t.seats[0]!) ? spec.offers(s, t, t.seats[0]!) : []);
  return {
    decider(s, t) {
      const seat = t.seats[0];
      return seat !== undefined && remember(s, t, offersNow).length > 0 ? seat : 'auto';
    },
    actions: (s, t) => remember(s, t, offersNow).slice(),
    run(ctx, t) {
      let skip = 1;
      if (asked !== undefined) while (skip < t.seats.length && !asked(ctx.state, t, t.seats[skip]!)) skip++;
      if (skip >= t.seats.length) return close(ctx, t);
      const next = later(t, skip);
      ctx.replaceTop(next);
      // the seat `asked` just accepted: its offers now, remembered for the decider (not asked twice)
      if (asked !== undefined) remember(ctx.state, next, offersAsked);
    },
    answer(ctx, t, action) {
      const seat = t.seats[0]!;
      const next = spec.answer(ctx, t, seat, action);
      if (next === 'again') return;
      if (next === 'close' || t.seats.length <= 1) return close(ctx, t);
      // the answer may have pushed tasks above the window: move on in place
      ctx.replace(t, later(t, 1));
    },
    prompt: (s, t) => spec.prompt(s, t, t.seats[0]!),
    ask: (s, t) => spec.ask?.(s, t, t.seats[0]!) ?? { decision: t.kind, after: t.seats.slice(1) },
    explain: (s, t, a) => spec.explain?.(s, t, t.seats[0]!, a),
  };
}
