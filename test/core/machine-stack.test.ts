import { describe, expect, it } from 'vitest';
import { lowest, runTop, topmost } from '../../src/core/machine/index.js';

type T = { kind: 'a' | 'b' | 'c'; n: number };

describe('topmost, lowest and runTop (core): reads of the stack under its top', () => {
  const tasks: T[] = [{ kind: 'a', n: 0 }, { kind: 'b', n: 1 }, { kind: 'a', n: 2 }, { kind: 'c', n: 3 }];
  it('scans down from the top (the last task)', () => {
    expect(topmost(tasks, (t) => t.kind === 'a')).toBe(tasks[2]);
    expect(topmost(tasks, (t) => t.kind === 'c')).toBe(tasks[3]);
    expect(topmost(tasks, (t) => t.n < 2)).toBe(tasks[1]);
  });
  it('lowest scans up from the bottom (the first task)', () => {
    expect(lowest(tasks, (t) => t.kind === 'a')).toBe(tasks[0]);
    expect(lowest(tasks, (t) => t.kind !== 'a')).toBe(tasks[1]);
    expect(lowest(tasks, (t) => t.n > 1)).toBe(tasks[2]);
  });
  it('runTop is the last task of the run from the bottom that the predicate accepts', () => {
    expect(runTop(tasks, (t) => t.n < 2)).toBe(tasks[1]);
    expect(runTop(tasks, (t) => t.kind === 'a')).toBe(tasks[0]);
    expect(runTop(tasks, () => true)).toBe(tasks[3]);
    expect(runTop(tasks, (t) => t.kind === 'b')).toBeUndefined();
  });
  it('is undefined when no task is accepted, or none is left', () => {
    expect(topmost(tasks, (t) => t.n > 3)).toBeUndefined();
    expect(topmost([] as T[], () => true)).toBeUndefined();
    expect(lowest(tasks, (t) => t.n > 3)).toBeUndefined();
    expect(lowest([] as T[], () => true)).toBeUndefined();
    expect(runTop([] as T[], () => true)).toBeUndefined();
  });
});
