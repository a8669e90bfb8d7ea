import { expect } from 'vitest';

/** The message of what `run` throws, checked to be an error of class `type`. */
export function thrown(run: () => unknown, type: new (...args: never[]) => Error): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(type);
    return (e as Error).message;
  }
  throw new Error('nothing was thrown');
}
