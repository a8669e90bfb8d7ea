import type { Action, CityUnits, State } from '../schema.js';
import type { TaskOf } from '../task-schema.js';
import { board, cityUnitsOf, crossesStates, hasRoom, sideName, stateOf, nameOf } from './lookups.js';
import { decision, chance, type Handler } from './tasks.js';
import { changeCity, moveUnits } from './updates.js';
import { dieOutcomes } from './dice.js';

/*
 * 6.3 City activation: a card activates as many cities as its Ops. 6.3.1 Each unit (not leaders) in
 * an activated city may move, P, B and W units within their state, S and N units anywhere; a unit
 * that arrived by this card's moves does not move again (rulings.md). 6.3.2 Instead of moving, the W
 * units of an activated city may attempt to entrench it: a roll ≤ the W units there places an E
 * marker (W units moved in by this card count); the attempt ends that city's activation.
 */
const none = { B: 0, S: 0, N: 0, P: 0, W: 0 };

/** Units of a type in the city that may still move this activation. */
function movable(s: State, t: TaskOf<'cityAct'>, city: string, u: keyof CityUnits): number {
  return s.cities[city]!.u[u] - (t.arrived[city]?.[u] ?? 0);
}

/** 6.3.1 The moves open from the activated city. */
function moves(s: State, t: TaskOf<'cityAct'>, city: string): Action[] {
  const b = board(s);
  const home = stateOf(s, city);
  const out: Action[] = [];
  for (const unit of cityUnitsOf(t.seat)) {
    if (movable(s, t, city, unit) <= 0) continue;
    const targets = crossesStates(unit) ? b.cityNames : b.citiesOf.get(home)!;
    for (const to of targets) if (to !== city && hasRoom(s, to, t.seat)) out.push({ type: 'move', unit, to });
  }
  return out;
}

/** 6.3.2 May the W units of the city try to entrench? */
const canEntrench = (s: State, t: TaskOf<'cityAct'>, city: string): boolean => t.seat === 'segregationist' && s.cities[city]!.u.W > 0 && !s.cities[city]!.e;

/**
 * 6.3 The cities the side may activate, then done: those not yet activated by this card from which a
 * unit may move (6.3.1: to another city with room, 3.3, within the state unless it crosses state
 * lines) or whose W units may entrench (6.3.2). The cities with room are counted once, in all and
 * per state, for every city's check.
 */
function activatable(s: State, t: TaskOf<'cityAct'>): Action[] {
  const b = board(s);
  const names = b.cityNames;
  const room = names.map((c) => hasRoom(s, c, t.seat));
  const inState = new Array<number>(b.stateNames.length).fill(0);
  let total = 0;
  for (let i = 0; i < names.length; i++) {
    if (!room[i]) continue;
    total++;
    inState[b.cityState[i]!]!++;
  }
  const out: Action[] = [];
  for (let i = 0; i < names.length; i++) {
    const city = names[i]!;
    if (t.done.includes(city)) continue;
    const others = room[i] ? -1 : 0;
    const movesOut = cityUnitsOf(t.seat).some((unit) => movable(s, t, city, unit) > 0 && (crossesStates(unit) ? total : inState[b.cityState[i]!]!) + others > 0);
    if (movesOut || canEntrench(s, t, city)) out.push({ type: 'city', city });
  }
  out.push({ type: 'done' });
  return out;
}

function options(s: State, t: TaskOf<'cityAct'>): Action[] {
  if (t.city !== null) return [...moves(s, t, t.city), ...(canEntrench(s, t, t.city) ? [{ type: 'entrench' as const }] : []), { type: 'done' }];
  return t.left <= 0 ? [] : activatable(s, t);
}

export const cityActivationTasks: { cityAct: Handler<'cityAct'>; entrenchRoll: Handler<'entrenchRoll'> } = {
  cityAct: decision<'cityAct'>({
    seat: (_s, t) => t.seat,
    options: options,
    answer(ctx, t, a) {
      if (a.type === 'city') {
        ctx.emit({ type: 'cityActivated', seat: t.seat, city: a.city });
        return ctx.replaceTop({ ...t, city: a.city, left: t.left - 1, done: [...t.done, a.city] });
      }
      if (a.type === 'move' && t.city !== null) {
        const unit = a.unit as keyof CityUnits;
        moveUnits(ctx, t.city, a.to, unit);
        ctx.emit({ type: 'moved', seat: t.seat, unit, from: t.city, to: a.to });
        const at = t.arrived[a.to] ?? none;
        return ctx.replaceTop({ ...t, arrived: { ...t.arrived, [a.to]: { ...at, [unit]: at[unit] + 1 } } });
      }
      if (a.type === 'entrench' && t.city !== null) {
        ctx.replaceTop({ ...t, city: null });
        return ctx.push({ kind: 'entrenchRoll', city: t.city });
      }
      if (t.city !== null) ctx.replaceTop({ ...t, city: null });
      else ctx.pop();
    },
    prompt: (s, t) =>
      t.city === null
        ? `${sideName(t.seat)}: activate a city (${t.left} left), or done (6.3)`
        : `${sideName(t.seat)}: move a unit from ${nameOf(s, 'city', t.city)}${t.seat === 'segregationist' ? ', attempt to entrench it' : ''}, or done (6.3.1, 6.3.2)`,
    explain: (_s, t, a) =>
      a.type === 'move'
        ? { reason: 'P, B and W units move within their state, S and N anywhere; units that arrived by this card do not move again; at most 10 units per side in a city', rule: '6.3.1' }
        : a.type === 'entrench'
          ? { reason: 'Only W units can entrench, in a city not yet entrenched', rule: '6.3.2' }
          : a.type === 'city' && t.city === null
            ? { reason: 'Each city is activated once per card, one per Ops', rule: '6.3' }
            : undefined,
  }),
  entrenchRoll: chance<'entrenchRoll'>({
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== 'die') return;
      ctx.pop();
      const w = ctx.state.cities[t.city]!.u.W;
      const success = a.face <= w;
      if (success) changeCity(ctx, t.city, (c) => ({ ...c, e: true }));
      ctx.emit({ type: 'entrench', city: t.city, face: a.face, w, success });
    },
    prompt: (s, t) => `the segregationist rolls to entrench ${nameOf(s, 'city', t.city)} (6.3.2)`,
    ask: (_s, t) => ({ chance: 'die', die: 'entrenchment', for: 'segregationist', city: t.city }),
  }),
};
