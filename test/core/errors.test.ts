import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IllegalActionError, InvalidActionError, InvalidConfigError, RulesError } from '../../src/index.js';

describe('errors', () => {
  it('every rules error is a RulesError and an Error, named after its class', () => {
    const issues = z.object({ a: z.number() }).safeParse({}).error!.issues;
    const errors = [new InvalidActionError('bad', issues), new IllegalActionError('no'), new InvalidConfigError('cfg', issues)];
    for (const e of errors) {
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toBeInstanceOf(Error);
      expect(e.name).toBe(e.constructor.name);
    }
  });

  it('InvalidActionError carries the zod issues', () => {
    const issues = z.object({ a: z.number() }).safeParse({ a: 'x' }).error!.issues;
    const e = new InvalidActionError('bad', issues);
    expect(e.issues).toBe(issues);
    expect(e.issues[0]!.path).toEqual(['a']);
  });

  it('IllegalActionError carries the reason and rule section, and names the rule in its message', () => {
    const e = new IllegalActionError('Nothing to hold.', '13.2');
    expect(e.reason).toBe('Nothing to hold.');
    expect(e.rule).toBe('13.2');
    expect(e.message).toBe('Nothing to hold. (rule 13.2)');
    const plain = new IllegalActionError('Not now.');
    expect(plain.rule).toBeUndefined();
    expect(plain.message).toBe('Not now.');
  });
});
