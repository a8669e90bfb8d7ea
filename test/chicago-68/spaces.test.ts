import { describe, expect, it } from 'vitest';
import { machineComponents, referenceComponents } from '../../src/games/chicago-68/index.js';
import { anyNames, game } from './helpers.js';

/* Chicago '68's integer actions and observations on what only some configs reach (docs/research.md). */

describe("Chicago '68 integer actions", () => {
  it("encode a choice of any of the Machine's Tactics and Policies (solo, co-op)", () => {
    const s = game.setup({ mode: 'solo' }, 1);
    for (const c of [...machineComponents.tactics, ...machineComponents.policies]) {
      const n = anyNames.encode!(s, { type: 'card', card: c.id });
      expect(anyNames.decode!(s, n)).toEqual({ type: 'card', card: c.id });
    }
  });
});

describe("Chicago '68 observations", () => {
  it('allow an Action Card a third time in hands and discards when an Opportunity added one (2.7.3)', () => {
    const s = game.setup({ players: 2 }, 1);
    const layout = game.observationLayout!(s);
    const granted = referenceComponents.streetTheater.filter((c) => c.grants?.card === 'lead').length;
    expect(granted).toBeGreaterThan(0);
    for (const part of ['hands', 'discards']) expect(layout.parts.find((p) => p.name === part)!.high).toBeGreaterThanOrEqual(2 + granted);
  });
});
