import type { EffectTable } from '../../../core/machine/index.js';
import type { Effect, Side } from '../data/schema.js';
import type { Action, CityUnits, State } from '../schema.js';
import type { Task, TaskOf } from '../task-schema.js';
import { board, other, sideName, nameOf } from './lookups.js';
import { decision, effectList, type C, type Handler } from './tasks.js';
import { drawTask } from './draw.js';
import { addKlan, addUnits, advanceFreedom, change, changeCity, moveNonviolence, put } from './updates.js';

/*
 * 6.4 Events: a card's effects run one by one (the core effect list); an effect that needs a choice
 * (where to place or remove units, the state of a K unit, the city to entrench) asks the player of the
 * card. The kinds of effect are those of data/schema.ts; the cards' texts are in data/cards.ts.
 */

/** A player's basic unit (B or W), for black cards. */
const basic = (side: Side): keyof CityUnits => (side === 'civilRights' ? 'B' : 'W');

type EventTask = TaskOf<'event'>;
const effects: EffectTable<State, Task, Effect, EventTask> = {
  place: (ctx, e, t) => ctx.push({ kind: 'place', seat: t.seat, unit: e.unit === 'own' ? basic(t.seat) : e.unit, left: e.n, state: e.state }),
  remove: (ctx, e, t) => ctx.push({ kind: 'removeUnits', seat: t.seat, unit: e.unit === 'opponent' ? basic(other(t.seat)) : e.unit, left: e.n }),
  klan: (ctx, e) => ctx.push({ kind: 'klanPlace', left: e.n }),
  entrench: (ctx, e) => ctx.push({ kind: 'entrenchPick', left: e.n }),
  freedom: (ctx, e, t) => advanceFreedom(ctx, e.n, nameOf(ctx.state, 'card', t.card)),
  nonviolence: (ctx, e, t) => moveNonviolence(ctx, e.n, nameOf(ctx.state, 'card', t.card)),
  draw: (ctx, e, t) => ctx.push(drawTask(t.seat, e.n)),
  // 10.2 the card half of a Freedom Event: its protest must be won afterwards
  freedomEvent(ctx, e) {
    if (ctx.state.freedomEvents[e.event] === 'won') return;
    change(ctx, 'freedomEvents', (f) => ({ ...f, [e.event]: 'open' }));
    ctx.emit({ type: 'freedomEventOpen', event: e.event });
  },
  // 2.5 We Shall Overcome: winning a mass arrest advances the Freedom Track this year
  overcome: (ctx) => put(ctx, 'overcome', true),
};

/** The cities where the card's player may remove one more unit. */
function removeOptions(s: State, t: TaskOf<'removeUnits'>): Action[] {
  if (t.left <= 0) return [];
  return board(s).cityNames.filter((c) => s.cities[c]!.u[t.unit] > 0).map((city) => ({ type: 'city', city }));
}

const klanOptions = (s: State, t: TaskOf<'klanPlace'>): Action[] => (t.left > 0 && s.supply.K > 0 ? board(s).stateNames.map((state) => ({ type: 'state', state })) : []);

const entrenchOptions = (s: State, t: TaskOf<'entrenchPick'>): Action[] =>
  t.left > 0 ? board(s).cityNames.filter((c) => s.cities[c]!.u.W > 0 && !s.cities[c]!.e).map((city) => ({ type: 'city', city })) : [];

/** Counts one answer of a repeated question: the task goes on with one less, or pops. */
function counted(ctx: C, t: TaskOf<'removeUnits' | 'klanPlace' | 'entrenchPick'>): void {
  if (t.left <= 1) ctx.pop();
  else ctx.replaceTop({ ...t, left: t.left - 1 });
}

export const eventTasks: {
  event: Handler<'event'>;
  removeUnits: Handler<'removeUnits'>;
  klanPlace: Handler<'klanPlace'>;
  entrenchPick: Handler<'entrenchPick'>;
} = {
  event: effectList<'event', Effect>(effects),
  removeUnits: decision<'removeUnits'>({
    seat: (_s, t) => t.seat,
    options: removeOptions,
    answer(ctx, t, a) {
      if (a.type !== 'city') return;
      addUnits(ctx, a.city, t.unit, -1);
      ctx.emit({ type: 'removed', seat: t.seat, unit: t.unit, city: a.city });
      counted(ctx, t);
    },
    prompt: (_s, t) => `${sideName(t.seat)}: remove a ${t.unit} unit (${t.left} left) (6.4)`,
  }),
  klanPlace: decision<'klanPlace'>({
    seat: () => 'segregationist',
    options: klanOptions,
    answer(ctx, t, a) {
      if (a.type !== 'state') return;
      addKlan(ctx, a.state);
      ctx.emit({ type: 'klan', state: a.state });
      counted(ctx, t);
    },
    prompt: () => 'segregationist: place a K unit in a state (3.1.3)',
  }),
  entrenchPick: decision<'entrenchPick'>({
    seat: () => 'segregationist',
    options: entrenchOptions,
    answer(ctx, t, a) {
      if (a.type !== 'city') return;
      changeCity(ctx, a.city, (c) => ({ ...c, e: true }));
      ctx.emit({ type: 'entrench', city: a.city, success: true });
      counted(ctx, t);
    },
    prompt: () => 'segregationist: entrench a city with W units (6.3.2)',
  }),
};
