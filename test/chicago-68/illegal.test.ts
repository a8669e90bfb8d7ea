import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../src/core/errors.js';
import { caught } from '../support/thrown.js';
import { anyNames, area, game, start } from './helpers.js';

/* Refused actions name the rule of the decision waiting (issue 12: a rule section for most illegal attempts). */

const refusal = (f: () => unknown): IllegalActionError => caught(f, IllegalActionError);

describe("Chicago '68 illegal actions", () => {
  it('outside a turn cite the section of the pending decision (Setup 9: the Police placement)', () => {
    const s = game.setup({}, 1);
    const e = refusal(() => game.step(s, area('cook-county-jail')));
    expect(e.rule).toBe('Setup 9');
    expect(e.message).toMatch(/Not one of the answers to: .*Setup 9/);
  });

  it('during a turn keep the free action rules (2.9.3 Barriers)', () => {
    const s = start();
    expect(refusal(() => anyNames.step(s, { type: 'removeBarrier', card: 'clash', path: 'nowhere' })).rule).toBe('2.9.3');
  });
});
