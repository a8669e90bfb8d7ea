import { describe, expect, it } from 'vitest';
import type { HandlerTable } from '../../src/core/machine/index.js';
import { actionCards, taskSchema, type Chicago68Task as Task } from '../../src/games/chicago-68/index.js';
import { cardDefs } from '../../src/games/chicago-68/rules/cards/index.js';
import { handlers, taskKinds } from '../../src/games/chicago-68/rules/handlers.js';
import type { Action, State } from './helpers.js';
import { act, area, clearMap, edit, game, onTurn, put, start, unit } from './helpers.js';

/*
 * The game runs on the core task machine: one handler per task kind (checked by the compiler), the
 * handler table built by import (no registration by side effect), setup events kept, and states that
 * share what an action leaves untouched.
 */

describe('task machine', () => {
  it('has a handler for every task kind of the schema, and a kind without one does not compile', () => {
    const kinds = taskSchema.options.map((o) => o.shape.kind.value);
    expect(kinds.filter((k) => !taskKinds.includes(k))).toEqual([]);
    // @ts-expect-error 'turn' has no handler
    const incomplete: HandlerTable<State, Task, Action> = { ...handlers, turn: undefined };
    expect(incomplete.turn).toBeUndefined();
  });

  it('has the rules of every Action Card (Appendices 1–4), each resolved by a task with a handler', () => {
    expect(actionCards.map((c) => c.name).filter((n) => !cardDefs[n])).toEqual([]);
    expect(actionCards.every((c) => taskKinds.includes(cardDefs[c.name]!.task(c.faction).kind))).toBe(true);
  });

  it('keeps the events of setup (Game.start)', () => {
    const { events } = game.start({ firstGame: true }, 1);
    expect(events.filter((e) => e.type === 'placed' && e['why'] === 'Setup 9')).toHaveLength(9);
    expect(events).toContainEqual({ type: 'round', round: 1, time: 'Day' });
  });

  it('consecutive states share what an action leaves untouched', () => {
    const s0 = edit(start(), (d) => {
      clearMap(d);
      onTurn(d, 'police');
      put(d, 'Lincoln Park', { p1: 1, m1: 2 });
    });
    const s1 = act(s0, { type: 'play', card: 'MOVE' });
    const s2 = act(s1, unit('Lincoln Park', 'p1'));
    const s3 = act(s2, area('Old Town'));
    expect(s3.areas['Old Town']!.u.p1).toBe(1);
    for (const [name, a] of Object.entries(s2.areas)) if (name !== 'Lincoln Park' && name !== 'Old Town') expect(s3.areas[name]).toBe(a);
    expect(s3.paths).toBe(s2.paths);
    expect(s3.supply).toBe(s2.supply);
    expect(s3.hands).toBe(s2.hands);
    expect(s2.areas).toBe(s1.areas); // choosing the unit changes no area
    expect(s1.hands.mayor).toBe(s0.hands.mayor);
  });
});
