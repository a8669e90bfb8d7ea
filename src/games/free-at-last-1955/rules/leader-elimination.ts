import { confOf } from './confrontation.js';
import { nameOf } from './lookups.js';
import { chance, type Handler } from './tasks.js';
import { addKlan, changeLeader } from './updates.js';
import { dieOutcomes } from './dice.js';

/*
 * 9.0 Leader elimination: a civil rights leader leading a protest in a state with K units who rolls
 * an original 6 is attacked: another roll of 6 eliminates him, each K unit beyond the first widening
 * the roll by one (2 K units: 5 or 6). If he survives, the Klan is active: a K unit is added to the
 * state (while the supply lasts).
 */

export const leaderEliminationTasks: { klanRoll: Handler<'klanRoll'> } = {
  klanRoll: chance<'klanRoll'>({
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== 'die') return;
      ctx.pop();
      const leader = confOf(ctx.state).leader;
      const need = 7 - (ctx.state.klan[t.state] ?? 0);
      const eliminated = a.face >= need;
      ctx.emit({ type: 'klanAttack', leader, state: t.state, face: a.face, need, eliminated });
      if (eliminated) changeLeader(ctx, leader, (l) => ({ ...l, city: null }));
      else if (addKlan(ctx, t.state)) ctx.emit({ type: 'klan', state: t.state });
    },
    prompt: (s, t) => `the Klan strikes at ${nameOf(s, 'leader', confOf(s).leader)} in ${nameOf(s, 'state', t.state)} (9.0)`,
    ask: (s, t) => ({ chance: 'die', die: 'klan', leader: confOf(s).leader, state: t.state }),
  }),
};
