import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors.js';
import { thrown } from '../support/thrown.js';
import { createRandom } from '../../src/core/rng.js';
import { freeAtLast, type FreeAtLastState } from '../../src/games/free-at-last/index.js';

/* restore: a stored Free at Last state is checked by its schema and by the game's semantic checks (issue 12, 3). */

/** A mid-game state of the advanced game, as JSON. */
const json = JSON.stringify(midGame());
const stored = (): FreeAtLastState => JSON.parse(json) as FreeAtLastState;

function midGame(): FreeAtLastState {
  const random = createRandom(7);
  let s = freeAtLast.setup({ advanced: true, players: ['SNCC', 'CORE', 'NAACP'] }, 7);
  for (let i = 0; i < 300 && !freeAtLast.isTerminal(s); i++) {
    const legal = freeAtLast.legalActions(s);
    s = freeAtLast.apply(s, legal[random.int(legal.length)]!);
  }
  return s;
}

/** A seeded random game played until the Project resolution waits on the Leader's hits (15.5). */
function atLeaderHits(): FreeAtLastState {
  const random = createRandom(1);
  let s = freeAtLast.setup({ players: 4 }, 1);
  while (s.tasks.at(-1)!.kind !== 'resolutionLeaderHits') {
    const legal = freeAtLast.legalActions(s);
    s = freeAtLast.apply(s, legal[random.int(legal.length)]!);
  }
  return s;
}

/** A seeded random game played until a phase event window (9.3.2.1) asks a seat. */
function atPhaseEvents(): FreeAtLastState {
  const random = createRandom(1);
  let s = freeAtLast.setup({ players: 4 }, 1);
  while (s.tasks.at(-1)!.kind !== 'events') {
    const legal = freeAtLast.legalActions(s);
    s = freeAtLast.apply(s, legal[random.int(legal.length)]!);
  }
  return s;
}

const refused = (edit: (s: FreeAtLastState) => void): string => {
  const s = stored();
  edit(s);
  return thrown(() => freeAtLast.restore(s), InvalidStateError);
};

describe('Free at Last restore', () => {
  it('accepts a stored mid-game state as it was', () => {
    expect(freeAtLast.restore(stored())).toEqual(stored());
  });

  it('refuses a negative supply (schema)', () => {
    expect(refused((s) => (s.supply.red = -5))).toMatch(/supply/);
  });

  it('refuses cubes created or lost (5.0 the census)', () => {
    expect(refused((s) => (s.supply.white += 1))).toMatch(/white cubes/);
  });

  it('refuses a Strategy card doubled, lost or unknown', () => {
    expect(refused((s) => s.orgs.SNCC!.hand.push(s.decks.strategy[0]!))).toMatch(/Strategy cards: .* doubled/);
    expect(refused((s) => s.decks.strategy.pop())).toMatch(/Strategy cards: .* missing/);
    expect(refused((s) => s.orgs.SNCC!.hand.push('no-such-card'))).toMatch(/no-such-card doubled or unknown/);
  });

  it('refuses a Leader in two places, and a Challenge card lost', () => {
    expect(refused((s) => s.orgs.SNCC!.removedLeaders.push(s.orgs.CORE!.staffPool[0] ?? s.orgs.CORE!.staff[0]!.id))).toMatch(/Leaders/);
    expect(refused((s) => s.ext!.challenges!.deck.pop())).toMatch(/Challenge cards/);
  });

  it('refuses an unknown Project card, an X Value off its track and a VP total off its breakdown', () => {
    expect(refused((s) => s.decks.projects.push(999))).toMatch(/Project card 999/);
    expect(refused((s) => (s.xTrack.blue = 40))).toMatch(/blue X Value/);
    expect(refused((s) => (s.orgs.CORE!.vp += 3))).toMatch(/CORE has/);
  });

  it('refuses a task stack without the flow task at its bottom', () => {
    expect(refused((s) => s.tasks.shift())).toMatch(/flow task/);
    expect(refused((s) => s.tasks.push({ ...s.tasks[0]! }))).toMatch(/flow task/);
  });

  it('refuses a seat without its organization', () => {
    expect(refused((s) => delete s.orgs.NAACP)).toMatch(/NAACP/);
  });

  it('refuses a state left with an automatic step pending: every state a view is taken of waits on a decision (issue 35 item 2)', () => {
    const s = atPhaseEvents();
    expect(freeAtLast.restore(structuredClone(s))).toEqual(s);
    // the window's seat without cards: nobody is asked (apply runs past such a window), and the hand count is public
    const org = s.orgs[freeAtLast.toMove(s)!]!;
    s.decks.strategy.push(...org.hand);
    org.hand = [];
    org.homeCardInHand = false;
    expect(thrown(() => freeAtLast.restore(s), InvalidStateError)).toMatch(/the rules cannot go on from it: .*automatic task 'events' was left pending/);
  });

  it("refuses a Project resolution's decision without its end under it or without its record, and a step of no kind (15.5)", () => {
    const s = atLeaderHits();
    expect(freeAtLast.restore(structuredClone(s))).toEqual(s);
    const noEnd = structuredClone(s);
    noEnd.tasks.splice(noEnd.tasks.findIndex((t) => t.kind === 'resolution'), 1);
    expect(thrown(() => freeAtLast.restore(noEnd), InvalidStateError)).toMatch(/is not above its end/);
    expect(thrown(() => freeAtLast.restore({ ...structuredClone(s), resolution: null }), InvalidStateError)).toMatch(/running without its record/);
    const unknown = structuredClone(s);
    (unknown.tasks.at(-1) as { kind: string }).kind = 'leader-hits';
    expect(thrown(() => freeAtLast.restore(unknown), InvalidStateError)).toMatch(/Invalid discriminator value/);
  });
});
