import { pickWeighted } from './chance.js';
import type { TaskMachine } from './machine/index.js';
import type { Seed } from './seed.js';
import type { BaseState } from './types.js';

/*
 * The one shape of every game's scenario builder (issue 22): a real state from `setup` (or a given
 * one), changed through chainable typed setters, entered at a named point of play, with `edit` for
 * anything else. A setter never moves a component out of another zone without saying so: it
 * refuses, or its documentation names where the component comes from.
 */

/**
 * A position under construction. Every setter returns a new builder; the old one and its state are
 * unchanged. A game's builder adds its own setters (units, hands, tracks…) to these members.
 */
export interface Scenario<S, Point extends string, Seat extends string, Self> {
  /** The state built so far. */
  readonly state: S;
  /** The position entered at a named point of play; `seat` is the one asked there. */
  at(point: Point, seat?: Seat): Self;
  /** Any other change, made on a copy of the state (a draft the change may write). */
  edit(change: (draft: S) => void): Self;
}

/** A game's scenario builders: from a config and seed (a game just set up), or from any state. */
export interface ScenarioBuilder<S, ConfigInput, B> {
  /** A game set up from `config` and `seed`. */
  scenario(config: ConfigInput, seed?: Seed): B;
  /** A builder over `state` (e.g. a state reached by playing). */
  from(state: S): B;
}

/** A copy of the plain-JSON state `s` changed by `change` (the builders' `edit`). */
export function edited<S>(s: S, change: (draft: S) => void): S {
  const d = JSON.parse(JSON.stringify(s)) as S;
  change(d);
  return d;
}

/**
 * `s` run on to its next decision (the builders' entry points): its automatic tasks done and, in
 * `'auto'` chance mode, its chance nodes drawn from the state's RNG, so that a built state is one
 * play could rest at.
 */
export function settled<S extends BaseState, A>(machine: Pick<TaskMachine<S, A>, 'start' | 'toMove' | 'chanceOutcomes' | 'apply'>, s: S): S {
  let t = machine.start(s).state;
  while (t.chance === 'auto' && machine.toMove(t) === 'chance') {
    const [outcome, rng] = pickWeighted(machine.chanceOutcomes(t), t.rng);
    t = machine.apply({ ...t, rng }, outcome).state;
  }
  return t;
}
