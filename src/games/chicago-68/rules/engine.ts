import { countedOutcomes } from '../../../core/chance.js';
import type { GameEvent, ToMove, WeightedOutcome } from '../../../core/types.js';
import type { Faction } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import { cloneJson } from './clone.js';
import { seatOf } from './context.js';
import { handler } from './handlers.js';
import { emit, logged } from './log.js';
import { resolveMobChaos } from './mob-chaos.js';
import { placePolicy } from './policy.js';
import { placeStreetTheater } from './street-theater.js';
import { top } from './tasks.js';
import { applyTurnAction, turnActions, vtoDrawn } from './turns.js';
import { dropLonelyFlags } from './units.js';

/*
 * The state machine's driver: runs tasks until a decision or a chance node is pending, lists the
 * legal actions and applies one. `apply` works on a private copy of the state (never the input).
 */

const GUARD = 100_000;

/** Is the faction on turn waiting for its turn action (card, pass, free action, end of turn)? */
function awaitingTurn(s: State): boolean {
  const t = top(s);
  return t !== undefined && t.k === 'phase' && s.turn !== null && !s.turn.ended;
}

/** Runs automatic steps until someone must decide, a chance node is pending, or the game is over. */
export function advance(s: State): void {
  for (let guard = 0; guard < GUARD; guard++) {
    dropLonelyFlags(s); // 2.4.1
    if (s.outcome) {
      if (s.phase !== 'over') emit(s, { type: 'gameOver', winners: s.outcome.winners, reason: s.outcome.reason });
      s.phase = 'over';
      s.stack = [];
      s.turn = null;
      s.draw = null;
      return;
    }
    if (s.draw) return;
    const t = top(s);
    if (!t || t.ask || awaitingTurn(s)) return;
    handler(t.k).run(s, t);
  }
  throw new Error('chicago-68: the rules made no progress');
}

/** Who decides now. */
export function whoMoves(s: State): ToMove {
  if (s.outcome) return null;
  if (s.draw) return 'chance';
  const t = top(s);
  if (t?.ask) return seatOf(s, t.ask.owner);
  if (s.turn) return seatOf(s, s.turn.faction);
  return null;
}

/** The faction whose decision is pending (null at chance nodes or at the end). */
export function decidingFaction(s: State): Faction | null {
  if (s.outcome || s.draw) return null;
  const t = top(s);
  if (t?.ask) return t.ask.owner;
  return s.turn?.faction ?? null;
}

/** The legal actions of the deciding seat. */
export function legal(s: State): Action[] {
  if (s.outcome || s.draw) return [];
  const t = top(s);
  if (t?.ask) return t.ask.options.map((option) => ({ type: 'pick', option }));
  if (awaitingTurn(s)) return turnActions(s);
  return [];
}

/** The outcomes of the pending chance node. */
export function outcomes(s: State): WeightedOutcome<Action>[] {
  const d = s.draw;
  if (!d) return [];
  const make = (item: string): Action => ({ type: 'draw', item });
  switch (d.deck) {
    case 'st': return countedOutcomes(s.stDeck, make);
    case 'mob': return countedOutcomes(s.mobDeck, make);
    case 'policy': return countedOutcomes(s.policyDeck, make);
    case 'vto': return countedOutcomes(s.vtoDeck, make);
    case 'bag': {
      const bag = s.delegates.bag;
      return (['blue', 'red', 'pink'] as const).filter((c) => bag[c] > 0).map((c) => ({ outcome: make(c), weight: bag[c] }));
    }
  }
}

/** Resolves a chance outcome. */
function resolveDraw(s: State, item: string): void {
  const d = s.draw!;
  s.draw = null;
  switch (d.deck) {
    case 'st': return placeStreetTheater(s, item);
    case 'mob': return resolveMobChaos(s, item, d.area);
    case 'policy': return placePolicy(s, item);
    case 'vto': return vtoDrawn(s, item as Faction);
    case 'bag': {
      const c = item as 'blue' | 'red' | 'pink';
      s.delegates.bag[c] -= 1;
      s.delegates.track.push(c);
      emit(s, { type: 'delegate', color: c, count: 1, to: 'track', why: d.purpose === 'vote' ? 'Delegate Vote (4.4)' : 'Final Nomination (4.6)' });
    }
  }
}

/** Applies a (legal) action to a copy of the state. */
export function applyAction(s0: State, a: Action): { state: State; events: GameEvent[] } {
  const s = cloneJson(s0);
  const events = logged(s, () => {
    if (a.type === 'draw') {
      resolveDraw(s, a.item);
    } else {
      const t = top(s);
      if (a.type === 'pick' && t?.ask) {
        delete t.ask;
        handler(t.k).answer!(s, t, a.option);
      } else applyTurnAction(s, a);
    }
    advance(s);
  });
  return { state: s, events };
}
