import { referenceComponents } from '../../data/components.js';
import { machineComponents } from '../../data/machine-cards.js';
import type { ComponentSet } from '../../data/schema.js';
import type { Config, State } from '../../schema.js';

/*
 * Solo & Co-op Setup: the Machine's Mayor, Police, Policy and Tactics cards replace the standard ones
 * (1, 3); the 11 Mob Chaos cards with SOLO crossed out are removed (2); the suggested Police setup is
 * used (5: as in a first game); an Active token goes to the starting Park (6, step `setup:machine`).
 * Agents of Chaos (solo): GOVERNMENT MOLE! is replaced by a regular Counterrevolutionary card.
 */

const MOLE = 'GOVERNMENT MOLE!';

/** The setup state of a solo or co-op game (the competitive one unchanged). */
export function withMachine(s: State, c: Config): State {
  if (c.mode === 'competitive') return s;
  const set = c.components ?? referenceComponents;
  const m = set.machine ?? machineComponents;
  const deck = (f: 'mayor' | 'police') => m.actions.filter((a) => a.faction === f).map((a) => a.name).sort();
  const notSolo = new Set(set.mobChaos.filter((x) => x.notSolo).map((x) => x.name));
  const stDeck = s.stDeck.includes(MOLE) ? replaceMole(s.stDeck, set) : s.stDeck;
  const seq = s.tasks[0]!;
  return {
    ...s,
    hands: { ...s.hands, mayor: [], police: [] },
    policyDeck: m.policies.map((p) => p.name).sort(),
    tacticsDeck: m.tactics.map((t) => t.name).sort(),
    mobDeck: s.mobDeck.filter((n) => !notSolo.has(n)),
    stDeck,
    tasks: seq.kind === 'seq' ? [{ ...seq, steps: [...seq.steps.slice(0, -1), 'setup:machine', ...seq.steps.slice(-1)] }] : s.tasks,
    machine: {
      mode: c.mode,
      active: {},
      activeSupply: m.activeTokens,
      decks: { mayor: deck('mayor'), police: deck('police') },
      discards: { mayor: [], police: [] },
      tacticsDiscard: [],
      effect: false,
    },
  };
}

function replaceMole(deck: readonly string[], set: ComponentSet): string[] {
  const counter = set.streetTheater.find((x) => x.kind === 'counterrevolutionary')?.name;
  const out = deck.filter((n) => n !== MOLE);
  return counter === undefined ? out : [...out, counter].sort();
}
