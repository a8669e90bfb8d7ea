import type { MachineState } from '../../schema.js';
import { sortedByName } from '../lookups.js';
import { runEffects } from '../effects.js';
import type { C } from '../tasks.js';
import { put, without } from '../updates.js';
import { machineTactic } from './components.js';

/*
 * Solo TACTICS CARDS: a Machine Tactics card becomes current when drawn at the start of a round (or
 * placed by PARTY BOSSES); the previous one goes to the Machine's Tactics discard. Its effect
 * resolves when it becomes current, at the end of the round, or is ongoing, as the card says.
 */

/** Makes a Machine Tactics card current (taken from the draw deck or the discard) and resolves a "when drawn" effect. */
export function makeCurrentTactic(ctx: C, name: string, why: string): void {
  const s = ctx.state;
  const m = s.machine!;
  const discard = sortedByName(s, [...without(m.tacticsDiscard, name), ...(s.tactic ? [s.tactic] : [])]);
  put(ctx, 'machine', { ...m, tacticsDiscard: discard } satisfies MachineState);
  put(ctx, 'tacticsDeck', without(s.tacticsDeck, name));
  put(ctx, 'tactic', name);
  const card = machineTactic(ctx.state, name);
  ctx.emit({ type: 'tacticsCard', card: name, why, ...(card ? { text: card.text } : {}) });
  if (card?.when === 'drawn') runEffects(ctx, card.effects, 'establishment', null, [], name);
}

/** The current Machine Tactic's end-of-round effect. */
export function endOfRoundTactic(ctx: C): void {
  const card = ctx.state.tactic === null ? undefined : machineTactic(ctx.state, ctx.state.tactic);
  if (card?.when !== 'endOfRound') return;
  ctx.emit({ type: 'tactic', card: card.id, text: card.text });
  runEffects(ctx, card.effects, 'establishment', null, [], card.id);
}
