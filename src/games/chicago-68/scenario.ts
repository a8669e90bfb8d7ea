import type { Faction } from './data/schema.js';
import { findTask, turnOf } from './rules/context.js';
import { machineDeckName } from './rules/machine/turn.js';
import type { State, Units } from './schema.js';
import type { TaskOf } from './task-schema.js';

/*
 * A public scenario builder for tests, tutorials and bots: real states from `setup`, changed in the
 * few ways a rule test needs (units, an empty map, hands, who is on turn), without writing internal
 * task objects by hand.
 */

/** A position under construction; each method returns a new scenario (the old one is unchanged). */
export interface ChicagoScenario {
  /** The state built so far. */
  readonly state: State;
  /** Adds units to a City Area (negative counts remove them). */
  units(area: string, units: Partial<Units>): ChicagoScenario;
  /** Empties every City Area (units, Rally Flags, Tear Gas, National Guard) and every path; units simply vanish. */
  clearMap(): ChicagoScenario;
  /** Gives a faction exactly these cards in hand. */
  hand(faction: Faction, cards: string[]): ChicagoScenario;
  /**
   * Puts a faction on turn in the current phase (the phase's counts are kept): the turn under way
   * and whatever it was resolving are dropped. `cardPlayed`: its card action is already taken.
   */
  onTurn(faction: Faction, cardPlayed?: boolean): ChicagoScenario;
  /** Makes a draw from a deck the pending decision (a chance node; a Policy or Street Theater card goes to its splay). */
  draw(deck: TaskOf<'draw'>['deck']): ChicagoScenario;
  /**
   * Solo and co-op: the Machine's Mayor or Police draws its next card now (a chance node over its
   * deck); the turn under way and whatever it was resolving are dropped, the phase's counts kept.
   */
  machineTurn(faction: 'mayor' | 'police'): ChicagoScenario;
  /** Solo and co-op: an area holds exactly `n` Active tokens (taken from or returned to the supply). */
  active(area: string, n: number): ChicagoScenario;
  /** Any other change to the public parts of the state, made on a copy. */
  edit(change: (d: State) => void): ChicagoScenario;
}

/** A copy of `s` changed by `change`. */
function edited(s: State, change: (d: State) => void): State {
  const d = JSON.parse(JSON.stringify(s)) as State;
  change(d);
  return d;
}

/** `s` with `faction` on turn (see {@link ChicagoScenario.onTurn}). */
export function withTurn(s: State, faction: Faction, cardPlayed = false): State {
  const turn: TaskOf<'turn'> = { kind: 'turn', faction, card: cardPlayed, fresh: [], posts: [], tactics: [] };
  const old = turnOf(s);
  const below = old ? s.tasks.slice(0, s.tasks.lastIndexOf(old)) : s.tasks;
  return { ...s, tasks: [...below, turn] };
}

/** `s` with the Machine's `faction` about to draw its turn's card (see {@link ChicagoScenario.machineTurn}). */
function withMachineTurn(s: State, faction: 'mayor' | 'police'): State {
  const kinds = s.tasks.map((t) => t.kind);
  const i = Math.max(kinds.lastIndexOf('turn'), kinds.lastIndexOf('machineTurn'));
  const below = i < 0 ? s.tasks : s.tasks.slice(0, i);
  const tasks: State['tasks'] = [...below, { kind: 'machineTurn', faction, drawn: true, tried: [], extra: false }, { kind: 'machineDraw', deck: faction }];
  return { ...s, tasks, machine: s.machine && { ...s.machine, effect: false } };
}

/** Builds scenarios from a state (e.g. `chicago68.setup(config, seed)` after a few actions). */
export function chicagoScenario(state: State): ChicagoScenario {
  const next = (change: (d: State) => void) => chicagoScenario(edited(state, change));
  return {
    state,
    units: (area, units) =>
      next((d) => {
        for (const [k, v] of Object.entries(units) as [keyof Units, number][]) d.areas[area]!.u[k] += v;
      }),
    clearMap: () =>
      next((d) => {
        for (const a of Object.values(d.areas)) Object.assign(a, { u: { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 }, flag: null, gas: false, ng: 0 });
        for (const p of Object.values(d.paths)) Object.assign(p, { barricade: false, wire: false });
      }),
    hand: (faction, cards) => next((d) => void (d.hands[faction] = [...cards].sort())),
    onTurn: (faction, cardPlayed) => chicagoScenario(withTurn(state, faction, cardPlayed)),
    draw: (deck) => chicagoScenario({ ...state, tasks: [...state.tasks, { kind: 'draw', deck, purpose: deck === 'bag' ? 'vote' : deck === 'mob' ? 'mob' : deck === 'vto' ? 'vto' : 'splay', area: null }] }),
    machineTurn: (faction) => chicagoScenario(withMachineTurn(state, faction)),
    active: (area, n) =>
      next((d) => {
        const m = d.machine!;
        m.activeSupply += (m.active[area] ?? 0) - n;
        if (n > 0) m.active[area] = n;
        else delete m.active[area];
      }),
    edit: next,
  };
}

/** The faction on turn and whether it took its card action, or null between turns. */
export function currentTurn(s: State): { faction: Faction; card: boolean } | null {
  const t = turnOf(s);
  return t ? { faction: t.faction, card: t.card } : null;
}

/** The pending draw (a chance node): which deck (the Machine's too: `machineMayor`…), or null. */
export function pendingDraw(s: State): TaskOf<'draw'>['deck'] | (typeof machineDeckName)[keyof typeof machineDeckName] | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t?.kind === 'machineDraw') return machineDeckName[t.deck];
  return t?.kind === 'draw' ? t.deck : null;
}

/** Is the faction on turn deciding its turn action now (not a question of a card or rule)? */
export function turnDecision(s: State): boolean {
  const t = s.tasks[s.tasks.length - 1];
  return t !== undefined && t === findTask(s, 'turn');
}
