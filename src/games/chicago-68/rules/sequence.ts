import { requestMobChaos } from './mob-chaos.js';
import { roundStepTable, type Step } from './round.js';
import { setupSteps } from './setup.js';
import { field, pop, type TaskHandler } from './tasks.js';

/* A `seq` task runs named steps in order: the setup steps, then each round's steps (round.ts). */

const steps: Readonly<Record<string, Step>> = { ...setupSteps, ...roundStepTable };

/** The `seq` task. */
export const sequenceTasks: Readonly<Record<string, TaskHandler>> = {
  seq: {
    run(s, t) {
      if (s.chaosPending && !s.turn) {
        s.chaosPending = false;
        return requestMobChaos(s, null);
      }
      const list = field<string[]>(t, 'steps');
      const i = field<number>(t, 'i');
      if (i >= list.length) return pop(s, t);
      t['i'] = i + 1;
      s.mobThisTurn = false; // each step outside a turn may draw its own Mob Chaos card
      steps[list[i]!]!(s, t);
    },
  },
};
