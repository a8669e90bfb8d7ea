import { expect } from 'vitest';

/** What `run` throws, checked to be an error of class `type`. */
export function caught<E extends Error>(run: () => unknown, type: new (...args: never[]) => E): E {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(type);
    return e as E;
  }
  throw new Error('nothing was thrown');
}

/** The message of what `run` throws, checked to be an error of class `type`. */
export const thrown = (run: () => unknown, type: new (...args: never[]) => Error): string => caught(run, type).message;
