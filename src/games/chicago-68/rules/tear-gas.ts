import type { State } from '../schema.js';
import { sideFaction } from './context.js';
import { emit, unitName } from './log.js';
import { demoDests } from './movement.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';
import { demoKeys, toSupply } from './units.js';

/* 2.4.2, 2.10.2–2.10.3 Tear Gas: every Demonstrator unit must leave; units that cannot are removed. */

/** Places Tear Gas in an area and makes the Demonstrators leave it. */
export function placeTearGas(s: State, area: string): void {
  s.areas[area]!.gas = true;
  emit(s, { type: 'tearGas', area });
  push(s, { k: 'gasLeave', area });
}

const gasLeaveTask: TaskHandler = {
  run(s, t) {
    const area = field<string>(t, 'area');
    const u = s.areas[area]!.u;
    const dests = demoDests(s, area);
    const present = demoKeys.filter((k) => u[k] > 0);
    if (present.length === 0) return pop(s, t);
    if (dests.length === 0) {
      // 2.10.3 cannot leave: removed to the general supply
      for (const k of present) {
        emit(s, { type: 'removed', units: unitName(k, u[k]), area, to: k === 'pig' ? 'the game' : 'the supply', why: 'Tear Gas with nowhere to go (2.10.3)' });
        toSupply(s, k, u[k]);
        u[k] = 0;
      }
      return pop(s, t);
    }
    const options = present.flatMap((k) => dests.map((d) => `${k}>${d}`));
    ask(s, t, sideFaction(s, 'demonstrators'), `Tear Gas in ${area}: move a unit out`, options);
  },
  answer(s, t, option) {
    const area = field<string>(t, 'area');
    const [k, to] = option.split('>') as [(typeof demoKeys)[number], string];
    s.areas[area]!.u[k] -= 1;
    s.areas[to]!.u[k] += 1;
    emit(s, { type: 'moved', units: unitName(k), from: area, to, why: 'Tear Gas' });
  },
};

/** The task handlers of Tear Gas. */
export const tearGasTasks: Readonly<Record<string, TaskHandler>> = {
  gasLeave: gasLeaveTask,
};
