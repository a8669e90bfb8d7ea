import { machineComponents, referenceComponents } from '../../data/components.js';
import type { ComponentSet } from '../../data/schema.js';
import type { Config, State } from '../../schema.js';
import { board } from '../lookups.js';

/*
 * Solo & Co-op Setup: the Machine's Mayor, Police, Policy and Tactics cards replace the standard ones
 * (1, 3); the 11 Mob Chaos cards with SOLO crossed out are removed (2); the suggested Police setup is
 * used (5: as in a first game); an Active token goes to the starting Park (6, step `setupMachine`).
 * Agents of Chaos (solo): GOVERNMENT MOLE! is replaced by a regular Counterrevolutionary card.
 */

const MOLE = 'government-mole';

/** The setup state of a solo or co-op game (the competitive one unchanged). */
export function withMachine(s: State, c: Config): State {
  if (c.mode === 'competitive') return s;
  const set = c.components ?? referenceComponents;
  const m = set.machine ?? machineComponents;
  const { byName } = board({ components: set });
  const deck = (f: 'mayor' | 'police') => m.actions.filter((a) => a.faction === f).map((a) => a.id).sort(byName);
  const notSolo = new Set(set.mobChaos.filter((x) => x.notSolo).map((x) => x.id));
  const stDeck = s.stDeck.includes(MOLE) ? replaceMole(s.stDeck, set) : s.stDeck;
  return {
    ...s,
    hands: { ...s.hands, mayor: [], police: [] },
    policyDeck: m.policies.map((p) => p.id).sort(byName),
    tacticsDeck: m.tactics.map((t) => t.id).sort(byName),
    mobDeck: s.mobDeck.filter((n) => !notSolo.has(n)),
    stDeck,
    tasks: [s.tasks[0]!, { kind: 'setupMachine' }, ...s.tasks.slice(1)],
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
  const counter = set.streetTheater.find((x) => x.kind === 'counterrevolutionary')?.id;
  const out = deck.filter((n) => n !== MOLE);
  return counter === undefined ? out : [...out, counter].sort(board({ components: set }).byName);
}
