import { describe, expect, it } from 'vitest';
import { Context } from '../../src/core/machine/context.js';
import { recordCheck } from '../../src/core/machine/index.js';

/*
 * recordCheck (a game's settle-time scan of one record, skipped while the record is unchanged): it
 * runs again for another record object, and after any record was handed out for writing in place
 * (Ctx.ownRecord), which is how owned mode writes the same record object from one apply to the next.
 */

type Task = { kind: 'x' };
interface S {
  tasks: readonly Task[];
  cells: Readonly<Record<string, number>>;
  other: Readonly<Record<string, number>>;
}

const fresh = (): S => ({ tasks: [], cells: { a: 1, b: 0 }, other: { z: 0 } });

describe('recordCheck', () => {
  it('skips an unchanged record and runs for another record object', () => {
    let runs = 0;
    const check = recordCheck<S, Task, 'cells'>('cells', () => void runs++);
    const s = fresh();
    check(new Context<S, Task>(s));
    check(new Context<S, Task>(s));
    check(new Context<S, Task>({ ...s, other: { z: 1 } })); // the same cells record
    expect(runs).toBe(1);
    check(new Context<S, Task>(fresh())); // equal cells, another object
    expect(runs).toBe(2);
  });

  it('runs again after a record is written in place, the same object included', () => {
    let runs = 0;
    const check = recordCheck<S, Task, 'cells'>('cells', () => void runs++);
    const ctx = new Context<S, Task>(fresh());
    check(ctx);
    const mine = ctx.ownRecord('cells'); // this apply's copy
    mine['a'] = 5;
    check(ctx);
    expect(runs).toBe(2);
    const again = ctx.ownRecord('cells'); // written in place: the same object as the check left
    expect(again).toBe(mine);
    again['b'] = 3;
    check(ctx);
    expect(runs).toBe(3);
    ctx.ownRecord('other')['z'] = 1; // any record handed out counts: a check too many, never one too few
    check(ctx);
    expect(runs).toBe(4);
  });

  it('leaves the record its own check wrote unchecked until the next write', () => {
    const seen: number[] = [];
    // zero every negative cell, as a settle does (checking again would change nothing)
    const check = recordCheck<S, Task, 'cells'>('cells', (ctx) => {
      seen.push(ctx.state.cells['a']!);
      if (ctx.state.cells['a']! < 0) ctx.ownRecord('cells')['a'] = 0;
    });
    const ctx = new Context<S, Task>({ ...fresh(), cells: { a: -2, b: 0 } });
    check(ctx);
    check(ctx);
    expect(seen).toEqual([-2]);
    expect(ctx.state.cells['a']).toBe(0);
  });
});
