import { cityAreas, sortedByName } from '../lookups.js';
import type { StepRun } from '../round.js';
import { step } from '../sequence.js';
import { put } from '../updates.js';
import { markActive } from '../active-tokens.js';
import { keepPosts } from './posts.js';
import { endOfRoundTactic } from './tactics.js';

/* The steps the solo and co-op game adds to setup and to each round. */

// solo setup 6: an Active token in the starting Park, with the Rally Flag
const setupMachineStep: StepRun = (ctx) => {
  const park = cityAreas(ctx.state).find((n) => ctx.state.areas[n]!.flag !== null);
  if (park !== undefined) markActive(ctx, park);
};

// DRAW A NEW TACTICS CARD AT THE BEGINNING OF THE ROUND (reshuffling the Machine's Tactics discard)
const roundMachineTacticsStep: StepRun = (ctx) => {
  const m = ctx.state.machine!;
  if (ctx.state.tacticsDeck.length === 0) {
    put(ctx, 'tacticsDeck', sortedByName(ctx.state, m.tacticsDiscard));
    put(ctx, 'machine', { ...m, tacticsDiscard: [] });
  }
  if (ctx.state.tacticsDeck.length > 0) ctx.push({ kind: 'machineDraw', deck: 'tactics' });
};

// solo TACTICS CARDS: an "end of the round" Tactic resolves; 6.3.2 the Machine refills its Posts before the checks
const eorMachineStep: StepRun = (ctx) => {
  keepPosts(ctx);
  endOfRoundTactic(ctx);
};

/** The solo and co-op steps. */
export const machineStepTasks = {
  setupMachine: step<'setupMachine'>(setupMachineStep),
  machineTactics: step<'machineTactics'>(roundMachineTacticsStep),
  machineEndOfRound: step<'machineEndOfRound'>(eorMachineStep),
};
