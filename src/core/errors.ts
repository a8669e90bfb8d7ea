import type * as z from 'zod/mini';

/** Base class of every error a game raises for a rejected action or bad input. */
export class RulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The action or config is not well-formed: it failed its zod schema. */
export class InvalidActionError extends RulesError {
  /** The zod issues that describe what is malformed. */
  readonly issues: z.core.$ZodIssue[];
  constructor(message: string, issues: z.core.$ZodIssue[]) {
    super(message);
    this.issues = issues;
  }
}

/** The action is well-formed but the rules do not allow it now. */
export class IllegalActionError extends RulesError {
  /** Why the rules forbid it, in words. */
  readonly reason: string;
  /** The rulebook section that forbids it, e.g. "13.2", when one applies. */
  readonly rule: string | undefined;
  constructor(reason: string, rule?: string) {
    super(rule ? `${reason} (rule ${rule})` : reason);
    this.reason = reason;
    this.rule = rule;
  }
}

/** A game config (or seed) failed its schema. */
export class InvalidConfigError extends RulesError {
  /** The zod issues that describe what is malformed. */
  readonly issues: z.core.$ZodIssue[];
  constructor(message: string, issues: z.core.$ZodIssue[]) {
    super(message);
    this.issues = issues;
  }
}

/** A stored state failed the game's state schema or its semantic checks (see `Game.restore`). */
export class InvalidStateError extends RulesError {
  /** What is wrong with the state, one line each (at most a few). */
  readonly problems: readonly string[];
  constructor(message: string, problems: readonly string[]) {
    super(message);
    this.problems = problems;
  }
}

/** `view(state, seat)` was asked for a seat that does not play this game (a typo, or a seat of another config). */
export class UnknownSeatError extends RulesError {
  /** The seat asked for. */
  readonly seat: string;
  /** The seats of the game. */
  readonly seats: readonly string[];
  constructor(seat: string, seats: readonly string[]) {
    super(`Unknown seat '${String(seat).slice(0, 40)}': the seats are ${seats.join(', ')} (or null for a spectator).`);
    this.seat = seat;
    this.seats = seats;
  }
}
