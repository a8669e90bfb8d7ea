import { describe, expect, it } from 'vitest';
import { act, clearMap, currentTurn, done, draw, edit, endRound, game, isLegal, moveTo, pendingDraw, put, start, type State } from './helpers.js';

const pass = { type: 'pass' } as const;
const end = { type: 'endTurn' } as const;

/** Both sides pass through both phases of the round. */
function passRound(s: State): State {
  return act(s, pass, pass, pass, pass);
}

describe('1 Game structure', () => {
  it('1.3 Leadership: Mayor first, then alternate; 2.9.1 a card played from a hand is the card action, then the turn ends', () => {
    let s = start();
    s = act(s, { type: 'play', card: 'grease-palms' });
    expect(s.capital).toBe(6);
    expect(isLegal(s, { type: 'play', card: 'mandate' })).toBe(false); // one card per turn
    s = act(s, end);
    expect(currentTurn(s)?.faction).toBe('yippies');
  });
  it('1.3 up to three cards per side; passing forfeits the rest of the phase', () => {
    let s = act(start(), { type: 'play', card: 'grease-palms' }, end);
    s = act(s, pass); // the Yippies forfeit their Leadership actions
    s = act(s, { type: 'play', card: 'authorize-barbed-wire' }, end, { type: 'play', card: 'deploy-officers' }, done, end);
    // three Mayor cards played: 1.4 the Rank-and-File phase begins with the MOBE
    expect(currentTurn(s)?.faction).toBe('mobe');
    expect(s.discards.mayor).toHaveLength(3);
  });
  it('1.4 Rank-and-File: MOBE first, then Police', () => {
    let s = act(start(), pass, pass);
    expect(currentTurn(s)?.faction).toBe('mobe');
    s = act(s, pass);
    expect(currentTurn(s)?.faction).toBe('police');
  });
  it('1.2 Post Bail: each released unit puts 1 Capital in the Municipal Budget and goes to a Park', () => {
    let s = edit(start(), (d) => {
      d.areas['cook-county-jail']!.u.m1 = 2;
    });
    s = endRound(s);
    expect(s.round).toBe(2);
    expect(game.prompt(s)).toMatch(/POST BAIL/);
    const capital = s.capital;
    s = act(s, moveTo('m1', 'lincoln-park'), done);
    expect(s.capital).toBe(capital + 1);
    expect(s.areas['lincoln-park']!.u.m1).toBe(1);
    expect(s.areas['cook-county-jail']!.u.m1).toBe(1);
  });
});

describe('4 End of Round Events (1.5)', () => {
  it('4 and 1.5 the End of Round Events in order: Flock, Capital, Meet the Press, the Delegate Vote, Clean Up; 4.1 the round marker moves after them (ruling 8)', () => {
    let s = edit(start(), (d) => {
      d.areas['old-town']!.gas = true;
      d.general.gas -= 1;
    });
    const seen: { type: string; [k: string]: unknown }[] = [];
    for (const a of [pass, pass, pass, pass]) {
      const r = game.step(s, a);
      seen.push(...r.events);
      s = r.state;
    }
    while (game.toMove(s) === 'chance') {
      const r = game.step(s, game.chanceOutcomes(s)[0]!.outcome);
      seen.push(...r.events);
      s = r.state;
    }
    const steps = seen.map((e) => (e.type === 'placed' ? 'flock' : e.type === 'capital' ? 'capital' : e.type === 'exposure' ? 'press' : e.type === 'delegate' ? 'vote' : e.type === 'tearGasCleared' ? 'cleanup' : e.type === 'round' ? 'round' : null)).filter((x) => x !== null);
    expect(steps.filter((x, i) => x !== steps[i - 1])).toEqual(['flock', 'capital', 'press', 'vote', 'cleanup', 'round']);
    expect(s.round).toBe(2);
  });

  it('4.1, 1.5.1 Demonstrators Flock: Lv1 MOBEs at each Rally Flag', () => {
    const s = passRound(start());
    expect(s.areas['grant-park-west']!.u.m1).toBe(13);
  });
  it('4.2, 1.5.2, 2.2.3 Capital Accumulation from starred areas without Demonstrators (Michigan Avenue 3, −1 Capital tokens)', () => {
    const base = edit(start(), (d) => {
      d.areas['michigan-avenue']!.minus = 1;
      put(d, 'old-town', { ag: 1 });
    });
    const s = passRound(base);
    // Old Town (1) blocked by the Agitator; Michigan 3−1, Hilton 2, Convention 2, Grant Park East 1, Lincoln Park 1, Washington Park 1
    expect(s.capital - base.capital).toBe(2 + 2 + 2 + 1 + 1 + 1);
  });
  it('4.3, 1.5.3, 2.2.2 Meet the Press: 1 Exposure per controlled starred area for each side; 2.12.1 each moves the marker toward its own end', () => {
    const base = edit(start(), (d) => put(d, 'grant-park-east', { m1: 3 }));
    const s = passRound(base);
    // Establishment controls Old Town, Michigan, Hilton, Convention, Lincoln Park, Washington Park (6); Demonstrators Grant Park East (1)
    expect(s.exposure).toBe(5);
  });
  it('4.4, 1.5.4 Delegate Vote draws one cube from the bag; 4.5, 1.5.5 Clean Up returns Tear Gas to the general supply and played cards', () => {
    let s = edit(start(), (d) => {
      d.areas['old-town']!.gas = true;
      d.general.gas -= 1;
    });
    s = act(s, { type: 'play', card: 'grease-palms' }, end, pass, pass, pass, pass);
    expect(pendingDraw(s)).toBe('bag');
    expect(game.chanceOutcomes(s).map((o) => o.probability)).toEqual([8 / 12, 4 / 12]);
    s = act(s, draw('red'));
    expect(s.delegates.track).toEqual(['blue', 'blue', 'red', 'red', 'red']);
    expect(s.areas['old-town']!.gas).toBe(false);
    expect(s.general.gas).toBe(start().general.gas);
    expect(s.hands.mayor).toContain('grease-palms');
  });
  it('4.4 WORK THE MACHINE skips the Delegate Vote', () => {
    const s = act(start(), { type: 'play', card: 'grease-palms' }, end, pass, { type: 'play', card: 'work-the-machine' }, end, pass, pass, pass);
    expect(s.delegates.track).toEqual(['blue', 'blue', 'red', 'red', 'blue']);
    expect(pendingDraw(s)).toBe('policy'); // Clean Up: no bag draw happened
    expect(s.delegates.bag).toEqual({ blue: 8, red: 4, pink: 0 });
  });
});

describe('5 Victory, and 1.6, 4.6 Final Nomination', () => {
  /** Plays to the end of round 5 with everybody passing and the given Delegate draws. */
  function toEnd(base: State, color: string): State {
    let s = base;
    while (game.toMove(s) !== null) {
      const who = game.toMove(s);
      if (who === 'chance') {
        const outs = game.chanceOutcomes(s).map((o) => o.outcome);
        s = act(s, outs.find((o) => o.type === 'draw' && o.item === color) ?? outs[0]!);
      } else {
        const legal = game.legalActions(s);
        s = act(s, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'done') ?? legal[legal.length - 1]!);
      }
    }
    return s;
  }
  it('1.6, 4.6 the Delegate Track is filled; 5.1 Establishment wins with more Exposure and a blue majority', () => {
    const s = toEnd(edit(start(), (d) => (d.exposure = 3)), 'blue');
    expect(s.delegates.track).toHaveLength(11);
    expect(game.result(s)!.winners).toEqual(['establishment']);
  });
  it('5.2 Demonstrators win with equal Exposure, a major victory without a blue majority', () => {
    const s = toEnd(edit(start(), (d) => {
      clearMap(d); // nobody controls anything: Exposure stays at the star
      put(d, 'grant-park-west', { ag: 1 });
    }), 'red');
    expect(s.exposure).toBe(0);
    expect(game.result(s)!.winners).toEqual(['demonstrators']);
    expect(game.result(s)!.scores).toEqual({ establishment: 0, demonstrators: 2 });
  });
  it('5.3 the Demonstrators lose at once with no Agitators on the board at the end of a round', () => {
    const s = endRound(edit(start(), (d) => {
      d.areas['grant-park-west']!.u.ag = 0;
      d.supply.ag += 1;
    }));
    expect(game.isTerminal(s)).toBe(true);
    expect(game.result(s)!.winners).toEqual(['establishment']);
    expect(game.result(s)!.reason).toMatch(/5\.3/);
  });
  it('an Agitator in Cook County Jail is still on the board (5.3 ruling)', () => {
    const s = endRound(edit(start(), (d) => {
      d.areas['grant-park-west']!.u.ag = 0;
      d.areas['cook-county-jail']!.u.ag = 1;
    }));
    expect(s.round).toBe(2);
    expect(game.isTerminal(s)).toBe(false);
  });
});
