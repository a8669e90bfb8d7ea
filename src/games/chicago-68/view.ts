import type { Faction } from './data/schema.js';
import { promptOf } from './describe.js';
import { turnOf } from './rules/lookups.js';
import { chicagoTaskMachine } from './rules/task-machine.js';
import type { State, View } from './schema.js';

/*
 * What a seat may see: the whole board, both splays, the tracks, its own hands; other hands, the
 * decks and the Turn Order deck only as counts; never the RNG.
 */

/** Does a seat play a faction? */
const plays = (s: State, seat: string | null, f: Faction): boolean => Object.hasOwn(s.factionSeat, f) && s.factionSeat[f] === seat;

/**
 * The view of `seat` (null: a spectator). Like a state, it is immutable: it shares the state's parts
 * (structural sharing), so a caller must not change it (copy it first, e.g. with `structuredClone`).
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
  const hands: Record<string, string[]> = {};
  const handSizes: Record<string, number> = {};
  for (const f of ['mayor', 'police', 'yippies', 'mobe'] as const) {
    handSizes[f] = s.hands[f].length;
    if (plays(s, seat, f)) hands[f] = [...s.hands[f]];
  }
  const toMove = chicagoTaskMachine.toMove(s);
  const turn = turnOf(s);
  const view: View = {
    seat,
    round: s.round,
    phase: s.phase,
    toMove,
    prompt: decision ? promptOf(s) : '',
    areas: s.areas,
    paths: s.paths,
    jeep: s.jeep,
    supply: s.supply,
    box: s.box,
    police: s.police,
    general: s.general,
    bonusUnits: s.bonusUnits,
    capital: s.capital,
    exposure: s.exposure,
    instability: s.instability,
    tiles: s.tiles,
    delegates: s.delegates,
    hands,
    handSizes,
    discards: s.discards,
    stSplay: s.stSplay,
    stDeckSize: s.stDeck.length,
    stDiscard: s.stDiscard,
    policySplay: s.policySplay,
    policyDeckSize: s.policyDeck.length,
    tactic: s.tactic,
    tacticUsed: s.tacticUsed,
    // against the Machine its Tactics deck is face down (solo setup 3)
    tacticsAvailable: s.machine ? [] : s.tacticsDeck,
    mobDeckSize: s.mobDeck.length,
    mobDiscard: s.mobDiscard,
    smokeEm: s.smokeEm,
    turn: turn ? { faction: turn.faction, card: turn.card } : null,
    vtoDeckSize: s.vtoDeck.length,
    legal: decision && seat !== null && toMove === seat ? chicagoTaskMachine.legalActions(s) : [],
    ask: decision ? (chicagoTaskMachine.ask(s) as View['ask']) : null, // its chance nodes are those of chanceQuestionSchema (test/questions.test.ts)
    components: s.components,
    outcome: s.outcome,
    machine: s.machine && {
      active: s.machine.active,
      activeSupply: s.machine.activeSupply,
      deckSizes: { mayor: s.machine.decks.mayor.length, police: s.machine.decks.police.length, tactics: s.tacticsDeck.length },
      discards: { ...s.machine.discards, tactics: s.machine.tacticsDiscard },
    },
  };
  return view;
}
