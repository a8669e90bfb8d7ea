import type { Action, CityUnits, State } from '../schema.js';
import type { TaskOf } from '../task-schema.js';
import { board, cityUnitsOf, crossesStates, hasRoom, isFree, sideName, stateOf, nameOf } from './lookups.js';
import { decision, type Handler } from './tasks.js';
import { changeLeader, moveUnits } from './updates.js';

/*
 * 6.2 / 4.1–4.3 Leader activation: the activated leader may move (national civil rights leaders
 * anywhere, statewide and segregationist leaders within their state, 2.2), bringing up to his
 * leadership rating in units that started in his city (4.2 force movement; B, P and W units stay in
 * their state, 2.2), then initiate a confrontation there: a protest with its goal (civil rights) or a
 * mass arrest (segregationist, never in a free city, 10.0.1).
 */

/** 4.1 The Ops a leader's next activation this year costs: 1, 2, then 3. */
export function activationCost(s: State, leader: string): number {
  return Math.min(3, s.leaders[leader]!.activations + 1);
}

/** 6.2 Stay, or move to a city he may reach (2.2: national civil rights leaders anywhere, the others within their state). */
function moves(s: State, leader: string): Action[] {
  const b = board(s);
  const l = b.leader.get(leader)!;
  const here = s.leaders[leader]!.city;
  const out: Action[] = [{ type: 'stay' }];
  for (const city of l.side === 'civilRights' && l.scope === 'national' ? b.cityNames : b.citiesOf.get(l.state)!) if (city !== here) out.push({ type: 'city', city });
  return out;
}

/** 7.1 The attacks open to the leader in his city. */
function attacks(s: State, leader: string): Action[] {
  const l = board(s).leader.get(leader)!;
  const city = s.leaders[leader]!.city!;
  const c = s.cities[city]!;
  if (l.side === 'civilRights') return (['S', 'A', 'V'] as const).filter((g) => !c.m[g]).map((goal) => ({ type: 'attack', goal }));
  // 2.2 within his own state; 10.0.1 no arrests in a free city; someone to arrest (rulings.md)
  return stateOf(s, city) === l.state && !isFree(s, city) && c.u.B + c.u.S + c.u.N > 0 ? [{ type: 'attack', goal: null }] : [];
}

/** 4.2 The units that may still go with the leader. */
function escorts(s: State, t: TaskOf<'activation'>): Action[] {
  if (t.left <= 0) return [];
  const l = board(s).leader.get(t.leader)!;
  const to = s.leaders[t.leader]!.city!;
  const crossing = stateOf(s, to) !== stateOf(s, t.from);
  if (!hasRoom(s, to, l.side)) return [];
  return cityUnitsOf(l.side)
    .filter((u) => s.cities[t.from]!.u[u] > 0 && (!crossing || crossesStates(u)))
    .map((unit) => ({ type: 'bring', unit }));
}

function options(s: State, t: TaskOf<'activation'>): Action[] {
  if (t.stage === 'move') return moves(s, t.leader);
  if (t.stage === 'escort') return [...escorts(s, t), { type: 'done' }];
  return [...attacks(s, t.leader), { type: 'done' }];
}

export const leaderActivationTasks: { activation: Handler<'activation'> } = {
  activation: decision<'activation'>({
    seat: (s, t) => board(s).leader.get(t.leader)!.side,
    options,
    answer(ctx, t, a) {
      const side = board(ctx.state).leader.get(t.leader)!.side;
      if (a.type === 'stay') return ctx.replaceTop({ ...t, stage: 'attack' });
      if (a.type === 'city') {
        changeLeader(ctx, t.leader, (l) => ({ ...l, city: a.city }));
        ctx.emit({ type: 'leaderMoved', leader: t.leader, from: t.from, to: a.city });
        return ctx.replaceTop({ ...t, stage: 'escort' });
      }
      if (a.type === 'bring') {
        const to = ctx.state.leaders[t.leader]!.city!;
        moveUnits(ctx, t.from, to, a.unit as keyof CityUnits);
        ctx.emit({ type: 'moved', seat: side, unit: a.unit, from: t.from, to });
        return ctx.replaceTop({ ...t, left: t.left - 1 });
      }
      if (a.type === 'done' && t.stage === 'escort') return ctx.replaceTop({ ...t, stage: 'attack' });
      ctx.pop();
      if (a.type === 'attack') ctx.push({ kind: 'confront', attacker: side, leader: t.leader, city: ctx.state.leaders[t.leader]!.city!, goal: a.goal });
    },
    prompt(s, t) {
      const who = `${sideName(board(s).leader.get(t.leader)!.side)}: ${nameOf(s, 'leader', t.leader)}`;
      if (t.stage === 'move') return `${who} is activated: move to a city, or stay (6.2)`;
      if (t.stage === 'escort') return t.left > 0 ? `${who}: bring a unit from ${nameOf(s, 'city', t.from)} (${t.left} more at most), or done (4.2)` : `${who}: no more units may come from ${nameOf(s, 'city', t.from)}: done (4.2)`;
      return `${who}: attack ${nameOf(s, 'city', s.leaders[t.leader]!.city!)} (a protest names its goal), or done (7.1)`;
    },
    explain(_s, t, a) {
      if (a.type === 'city') return { reason: 'Segregationist and statewide leaders move only within their state; national leaders anywhere', rule: '6.2' };
      if (a.type === 'bring') return { reason: 'Only units that started in his city, up to his leadership rating; B, P and W units do not cross state lines', rule: '4.2' };
      if (a.type === 'attack') return { reason: 'A protest names a goal not yet won in the city; a mass arrest needs civil rights units there, in his state, and not in a free city', rule: t.stage === 'attack' ? '7.1' : '6.2' };
      return undefined;
    },
  }),
};
