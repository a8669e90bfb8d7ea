import type { Side } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import { abilityReady, board, cityUnitsOf, hasRoom, other, sideName, sideUnits, stateOf, nameOf } from './lookups.js';
import { decision, chance, type Handler } from './tasks.js';
import { changeConf, confOf, CONFRONTATION_KINDS } from './confrontation.js';
import { placeMarker } from './free-cities.js';
import { changeLeader, moveNonviolence, moveUnits, put } from './updates.js';
import { dieOutcomes } from './dice.js';

/*
 * 7.2 Avoiding a confrontation: after it is declared and before cards or dice, a defender with a
 * leader in the city may roll: ≤ the leader's leadership rating avoids it, and his units and that
 * leader move to another city of the state. 7.2.2 (the first): an avoided protest still places its
 * marker (no Freedom Track); an avoided mass arrest moves Non-violence toward abandoned; no losses.
 * 7.2.2 (the second): a failed attempt shifts the defender one column left, the attacker one right.
 */

/** The cities of the state where the defender's units and leader could go. */
function refuges(s: State): string[] {
  const c = confOf(s);
  const side: Side = other(c.attacker);
  const n = sideUnits(s, c.city, side);
  return board(s).citiesOf.get(stateOf(s, c.city))!.filter((x) => x !== c.city && hasRoom(s, x, side, n));
}

function avoidOptions(s: State): Action[] {
  const c = confOf(s);
  if (c.defLeader === null || refuges(s).length === 0) return [];
  return [{ type: 'avoid', ability: false }, ...(abilityReady(s, c.defLeader, 'avoid') ? [{ type: 'avoid' as const, ability: true }] : []), { type: 'done' }];
}

export const avoidanceTasks: { confAvoid: Handler<'confAvoid'>; avoidRoll: Handler<'avoidRoll'>; avoidMove: Handler<'avoidMove'> } = {
  confAvoid: decision<'confAvoid'>({
    seat: (s) => other(confOf(s).attacker),
    options: avoidOptions,
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== 'avoid') return;
      const leader = confOf(ctx.state).defLeader!;
      const ability = board(ctx.state).leader.get(leader)!.ability;
      if (a.ability && ability.per !== 'always') changeLeader(ctx, leader, (l) => ({ ...l, used: true }));
      ctx.emit({ type: 'avoidAttempt', leader, ability: a.ability });
      ctx.push({ kind: 'avoidRoll', bonus: a.ability ? ability.n : 0 });
    },
    ask: (s) => ({ decision: 'confAvoid', city: confOf(s).city, leader: confOf(s).defLeader }),
    prompt: (s) => `${sideName(other(confOf(s).attacker))}: try to avoid the confrontation with ${nameOf(s, 'leader', confOf(s).defLeader!)} (roll ≤ his leadership), or done (7.2.1)`,
    explain: () => ({ reason: 'Avoiding needs a leader of yours in the city and another city of the state with room for your units', rule: '7.2.1' }),
  }),
  avoidRoll: chance<'avoidRoll'>({
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== 'die') return;
      ctx.pop();
      const c = confOf(ctx.state);
      const rating = board(ctx.state).leader.get(c.defLeader!)!.leadership + t.bonus;
      const success = a.face <= rating;
      ctx.emit({ type: 'avoidRoll', face: a.face, rating, success });
      if (success) ctx.push({ kind: 'avoidMove' });
      else changeConf(ctx, (x) => ({ ...x, avoidFailed: true }));
    },
    prompt: () => 'the avoidance die is rolled (7.2.1)',
    ask: (s, t) => ({ chance: 'die', die: 'avoidance', for: other(confOf(s).attacker), city: confOf(s).city, bonus: t.bonus }),
  }),
  avoidMove: decision<'avoidMove'>({
    seat: (s) => other(confOf(s).attacker),
    options: (s) => refuges(s).map((city) => ({ type: 'city', city })),
    answer(ctx, _t, a) {
      if (a.type !== 'city') return;
      const c = confOf(ctx.state);
      const side = other(c.attacker);
      for (const u of cityUnitsOf(side)) {
        const n = ctx.state.cities[c.city]!.u[u];
        if (n > 0) moveUnits(ctx, c.city, a.city, u, n);
      }
      changeLeader(ctx, c.defLeader!, (l) => ({ ...l, city: a.city }));
      ctx.emit({ type: 'avoided', seat: side, from: c.city, to: a.city });
      // the rest of the confrontation's sequence is dropped
      for (const t of ctx.state.tasks.filter((x) => CONFRONTATION_KINDS.includes(x.kind))) ctx.remove(t);
      put(ctx, 'conf', null);
      // 7.2.2 consequences of a successful avoidance
      if (c.attacker === 'civilRights') placeMarker(ctx, c.city, c.goal!);
      else moveNonviolence(ctx, -1, 'mass arrest avoided (7.2.2)');
    },
    ask: (s) => ({ decision: 'avoidMove', city: confOf(s).city, leader: confOf(s).defLeader }),
    prompt: (s) => `${sideName(other(confOf(s).attacker))}: the confrontation is avoided — move your units and leader to another city of the state (7.2.1)`,
  }),
};
