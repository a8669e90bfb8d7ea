import { edited, settled, type Scenario } from '../../core/scenario.js';
import type { Faction } from './data/schema.js';
import { sortedByName, turnOf } from './rules/lookups.js';
import { chicagoTaskMachine } from './rules/task-machine.js';
import type { State, Units } from './schema.js';
import type { TaskOf } from './task-schema.js';

/*
 * The public scenario builder of Chicago '68 (the one shape of src/core/scenario.ts): real states
 * from `setup`, changed in the few ways a rule test needs (units, an empty map, hands, who is on
 * turn), without writing internal task objects by hand.
 */

/**
 * Where a built position is entered: a faction's turn in the current phase, before its card action
 * (2.9); the Machine Mayor's or Police's turn (solo and co-op) from its start, its card about to be
 * drawn.
 * The turn under way (the Machine's too) and whatever it was resolving are dropped; the phase's
 * counts are kept.
 */
export type ChicagoPoint = 'turn' | 'machineTurn';

/** A position under construction; each method returns a new scenario (the old one is unchanged). */
export interface ChicagoScenario extends Scenario<State, ChicagoPoint, Faction, ChicagoScenario> {
  /** Adds units to a City Area (negative counts remove them). */
  units(area: string, units: Partial<Units>): ChicagoScenario;
  /** Empties every City Area (units, Rally Flags, Tear Gas, National Guard) and every path; units simply vanish. */
  clearMap(): ChicagoScenario;
  /** Gives a faction exactly these cards in hand (the cards are not taken from a deck or discard). */
  hand(faction: Faction, cards: string[]): ChicagoScenario;
  /** The faction on turn has taken its card action (refused outside a turn). */
  cardPlayed(): ChicagoScenario;
  /** Makes a draw from a deck the pending decision (a chance node; a Policy or Street Theater card goes to its splay); in `'auto'` chance mode it is drawn at once from the state's RNG. */
  draw(deck: TaskOf<'draw'>['deck']): ChicagoScenario;
  /** Solo and co-op: an area holds exactly `n` Active tokens (taken from or returned to the supply). */
  active(area: string, n: number): ChicagoScenario;
}

/** The tasks below the turn under way (a faction's or the Machine's), or all of them between turns. */
function belowTurn(s: State): State['tasks'] {
  const kinds = s.tasks.map((t) => t.kind);
  const i = Math.max(kinds.lastIndexOf('turn'), kinds.lastIndexOf('machineTurn'));
  return i < 0 ? s.tasks : s.tasks.slice(0, i);
}

/** `s` with `faction` on turn, before its card action (see {@link ChicagoPoint}). */
function withTurn(s: State, faction: Faction): State {
  return { ...s, turn: { faction, card: false, fresh: [], posts: [], tactics: [] }, tasks: [...belowTurn(s), { kind: 'turn' }] };
}

/**
 * `s` with the Machine's `faction` at the start of its turn, run up to the turn's card draw (see
 * {@link ChicagoPoint}): as on any Machine turn, its Police Posts are refilled (6.3.2) and an empty deck
 * is reshuffled from its discards. A deck with no card at all is refused. In `'auto'` chance mode the
 * card is drawn from the state's RNG and the turn plays on to the next decision.
 */
function withMachineTurn(s: State, faction: Faction): State {
  if (faction !== 'mayor' && faction !== 'police') throw new Error(`at('machineTurn'): the Machine plays the Mayor or the Police, not ${faction}`);
  if (s.machine === null) throw new Error("at('machineTurn'): not a solo or co-op game");
  if (s.machine.decks[faction].length + s.machine.discards[faction].length === 0) throw new Error(`at('machineTurn'): the Machine ${faction} deck and its discards are empty`);
  return settled(chicagoTaskMachine, { ...s, turn: null, tasks: [...belowTurn(s), { kind: 'machineTurn', faction, drawn: false, tried: [], extra: false }] });
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
    hand: (faction, cards) => next((d) => void (d.hands[faction] = sortedByName(d, cards))),
    cardPlayed: () =>
      next((d) => {
        const t = turnOf(d);
        if (t === undefined) throw new Error('cardPlayed: no faction is on turn');
        t.card = true;
      }),
    at: (point, faction) => {
      if (faction === undefined) throw new Error(`at('${point}'): say whose turn it is`);
      return chicagoScenario(point === 'turn' ? withTurn(state, faction) : withMachineTurn(state, faction));
    },
    draw: (deck) => chicagoScenario(settled(chicagoTaskMachine, { ...state, tasks: [...state.tasks, { kind: 'draw', deck, purpose: deck === 'bag' ? 'vote' : deck === 'mob' ? 'mob' : deck === 'vto' ? 'vto' : 'splay', area: null }] })),
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

/** The pending draw (a chance node): which deck (the Machine's decks as `machine <deck>`), or null. */
export function pendingDraw(s: State): TaskOf<'draw'>['deck'] | `machine ${TaskOf<'machineDraw'>['deck']}` | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t?.kind === 'draw') return t.deck;
  return t?.kind === 'machineDraw' ? `machine ${t.deck}` : null;
}

/** Is the faction on turn deciding its turn action now (not a question of a card or rule)? */
export function turnDecision(s: State): boolean {
  const t = s.tasks[s.tasks.length - 1];
  return t?.kind === 'turn';
}
