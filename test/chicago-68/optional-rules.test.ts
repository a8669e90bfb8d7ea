import { describe, expect, it } from 'vitest';
import { act, area, clearMap, currentTurn, done, draw, edit, endRound, game, isLegal, onTurn, options, path, put, removeBarrier, settle, start, unit, unitKind, type State, play } from './helpers.js';

const pass = { type: 'pass' } as const;

/** Answers 6.1.2 barrier windows with 'done'. */
function skipWindows(s: State): State {
  let x = s;
  while (game.prompt(x).includes('6.1.2')) x = act(x, done);
  return x;
}

describe('6 Optional rules', () => {
  it('6.3 each Incendiary Event is chosen on its own, at setup: Pigasus alone brings no Posts and no Armored Jeep', () => {
    const setupOf = (incendiary: Record<string, boolean>) => start({ incendiary });
    const posts = (s: State) => Object.values(s.areas).filter((a) => a.post !== null).length;
    const pigasus = (s: State) => Object.values(s.areas).reduce((n, a) => n + a.u.pig, 0);
    const none = setupOf({});
    expect([pigasus(none), posts(none), none.jeep]).toEqual([0, 0, null]);
    const pig = setupOf({ pigasus: true });
    expect([pigasus(pig), posts(pig), pig.jeep]).toEqual([1, 0, null]);
    const all = setupOf({ pigasus: true, policePosts: true, daleyDozer: true });
    expect(pigasus(all)).toBe(1);
    expect(posts(all)).toBeGreaterThan(0);
    expect(all.jeep).not.toBeNull();
  });
});

describe('6.1 Variable Turn Order', () => {
  it('the Mayor Turn card is on top, the Police card at the bottom, the rest drawn at random', () => {
    let s = skipWindows(start({ variableTurnOrder: true }));
    expect(currentTurn(s)?.faction).toBe('mayor');
    s = act(s, pass);
    expect(game.toMove(s)).toBe('chance');
    const outs = game.chanceOutcomes(s);
    expect(outs.map((o) => (o.outcome as { item: string }).item)).toEqual(['mayor', 'police', 'yippies', 'mobe']);
    expect(outs.map((o) => o.probability)).toEqual([2 / 10, 2 / 10, 3 / 10, 3 / 10]);
    s = skipWindows(act(s, draw('mobe')));
    expect(currentTurn(s)?.faction).toBe('mobe');
    s = act(s, pass, draw('mayor')); // the Mayor passed: the card is skipped
    expect(game.toMove(s)).toBe('chance');
  });
  it('the last Turn card of the round is the Police', () => {
    let s = skipWindows(start({ variableTurnOrder: true }));
    s = act(s, { type: 'play', card: 'grease-palms' }, { type: 'endTurn' });
    for (const f of ['mayor', 'mayor', 'yippies', 'yippies', 'yippies', 'mobe', 'mobe', 'mobe', 'police', 'police'] as const) {
      s = skipWindows(act(s, draw(f)));
      if (game.toMove(s) !== 'chance' && currentTurn(s)?.faction === f && f !== 'police') s = act(s, pass);
      else if (f === 'police' && currentTurn(s)?.faction === 'police') s = act(s, { type: 'play', card: s.hands.police.includes('move') ? 'move' : 'deploy-barbed-wire' }, done, { type: 'endTurn' });
    }
    s = skipWindows(s);
    expect(currentTurn(s)?.faction).toBe('police');
    expect(game.toMove(s)).toBe('establishment');
  });
  it('6.1.2 the Police may remove a Barricade at the start of another faction\'s turn', () => {
    let s = skipWindows(start({ variableTurnOrder: true }));
    s = act(s, pass, draw('yippies'));
    expect(game.toMove(s)).toBe('establishment');
    expect(options(s)).toContainEqual(removeBarrier('advance', 'michigan-gpw'));
    s = act(s, removeBarrier('advance', 'michigan-gpw')); // no other Barrier in reach: the window closes
    expect(s.paths['michigan-gpw']!.barricade).toBe(false);
    expect(currentTurn(s)?.faction).toBe('yippies');
  });
});

describe('6.2 Three- and four-player games', () => {
  it('one seat per faction with four players; a split side with three', () => {
    expect(game.players({ players: 4 })).toEqual(['mayor', 'police', 'yippies', 'mobe']);
    expect(game.players({ players: 3 })).toEqual(['establishment', 'yippies', 'mobe']);
    expect(game.players({ players: 3, split: 'establishment' })).toEqual(['mayor', 'police', 'demonstrators']);
    let s = start({ players: 4 });
    expect(game.toMove(s)).toBe('mayor');
    s = act(s, pass);
    expect(game.toMove(s)).toBe('yippies');
    s = act(s, pass);
    expect(game.toMove(s)).toBe('mobe');
    expect(game.view(s, 'mobe').hands).toEqual({ mobe: s.hands.mobe });
  });
});

describe('6.3.1 Pigasus the Immortal 4 Prez', () => {
  it('starts in Grant Park East and adds a pink Delegate at the beginning of each round', () => {
    const s = start({ incendiary: { pigasus: true } });
    expect(s.areas['grant-park-east']!.u.pig).toBe(1);
    expect(s.delegates.bag.pink).toBe(1);
    expect(s.supply.pink).toBe(4);
  });
  it('arrested Pigasus leaves the game', () => {
    const s = act(edit(start({ incendiary: { pigasus: true } }), (d) => {
      onTurn(d, 'police');
      put(d, 'lakefront-transit', { tac: 1 });
    }), play('advance'), unit('lakefront-transit', 'tac'), area('grant-park-east'), unitKind('pig'));
    expect(s.box.pig).toBe(1);
    expect(s.areas['cook-county-jail']!.u.pig).toBe(0);
  });
  it('moves once at the end of the round, then is removed if with a Police unit', () => {
    let s = edit(start({ incendiary: { pigasus: true } }), (d) => put(d, 'lakefront-transit', { p1: 0 }));
    s = act(s, pass, pass, pass, pass);
    s = settle(s);
    expect(game.prompt(s)).toMatch(/Pigasus/);
    s = act(s, area('lakefront-transit'));
    expect(s.areas['lakefront-transit']!.u.pig).toBe(0); // the Lv1 Platoon there removes it
    expect(s.box.pig).toBe(1);
  });
});

describe('6.3.2 Police Posts', () => {
  // 6.3.2 setup: the Police choose the unit of each Post where they have a choice
  const base = act(start({ incendiary: { policePosts: true } }), unitKind('p1'), unitKind('p1'));
  it('a Post in every starred area except Grant Park East, each holding a Police unit', () => {
    expect(base.areas['grant-park-east']!.post).toBe(null);
    for (const n of ['old-town', 'michigan-avenue', 'hilton-hotel', 'convention-hall', 'lincoln-park', 'washington-park']) expect(base.areas[n]!.post).not.toBe('');
    expect(base.box.posts).toBe(0); // all 6 Posts are used
  });
  it('moving units in and out of Posts is a Police free action; Posts are immune to card effects', () => {
    let s = edit(base, (d) => onTurn(d, 'police'));
    expect(isLegal(s, { type: 'post', area: 'old-town', unit: '' })).toBe(true);
    s = act(s, { type: 'post', area: 'old-town', unit: '' });
    expect(s.areas['old-town']!.u.p2).toBe(1);
    // putting it straight back would only repeat the arrangement (see the termination test below)
    expect(isLegal(s, { type: 'post', area: 'old-town', unit: 'p2' })).toBe(false);
    // CLASH may target a Post only if no other Police unit is there
    const m = edit(base, (d) => {
      onTurn(d, 'mobe');
      put(d, 'old-town', { m1: 3 });
    });
    expect(options(act(m, play('clash')))).toEqual([unit('old-town', 'post')]);
  });
  it('the repeatable Post free action never returns to an arrangement reached since the last other action (termination)', () => {
    let s = edit(base, (d) => {
      onTurn(d, 'police');
      put(d, 'old-town', { p1: 1 });
    });
    s = act(s, { type: 'post', area: 'old-town', unit: '' }, { type: 'post', area: 'old-town', unit: 'p1' });
    expect(s.areas['old-town']!.post).toBe('p1');
    // Old Town: p2 → empty → p1, then the Hilton's p2 out: putting it back would repeat an arrangement
    s = act(s, { type: 'post', area: 'hilton-hotel', unit: '' });
    expect(isLegal(s, { type: 'post', area: 'hilton-hotel', unit: 'p2' })).toBe(false);
    // after another action (here a card) the Posts may be rearranged again
    s = act(s, play('deploy-barbed-wire'), done);
    expect(isLegal(s, { type: 'post', area: 'hilton-hotel', unit: 'p2' })).toBe(true);
    // any sequence of Post moves alone ends: a random walk over them runs out of new arrangements
    let walk = s;
    for (let i = 0; i < 1000; i++) {
      const moves = game.legalActions(walk).filter((a) => a.type === 'post');
      if (moves.length === 0) break;
      walk = act(walk, moves[i % moves.length]!);
    }
    expect(game.legalActions(walk).filter((a) => a.type === 'post')).toEqual([]);
  });
  it('an empty Post at the end of a round loses the game for the Establishment', () => {
    let s = edit(base, (d) => onTurn(d, 'police'));
    s = act(s, { type: 'post', area: 'old-town', unit: '' }, pass);
    s = endRound(s);
    expect(game.result(s)!.winners).toEqual(['demonstrators']);
    expect(game.result(s)!.reason).toMatch(/6\.3\.2/);
  });
});

describe('6.3.3 Daley Dozer', () => {
  it('the Armored Jeep starts on the Barbed Wire path and blocks Demonstrators', () => {
    const s = start({ incendiary: { daleyDozer: true } });
    expect(s.jeep).toBe('convention-south');
    const m = edit(s, (d) => {
      clearMap(d);
      onTurn(d, 'mobe');
      put(d, 'convention-hall', { m1: 1 });
      d.paths['convention-south']!.wire = false;
    });
    expect(options(act(m, play('march'), area('convention-hall')))).toEqual([area('loop-transit')]);
  });
  it('moves twice at the end of a round, removing Barricades, never back to its start', () => {
    let s = edit(start({ incendiary: { daleyDozer: true } }), (d) => (d.paths['loop-convention']!.barricade = true));
    s = act(s, pass, pass, pass, pass);
    s = settle(s);
    expect(game.prompt(s)).toMatch(/Armored Jeep/);
    expect(options(s)).toEqual([path('loop-convention'), path('south-washington')]);
    s = act(s, path('loop-convention'));
    expect(s.paths['loop-convention']!.barricade).toBe(false);
    expect(options(s)).not.toContainEqual(path('convention-south'));
    s = act(s, path('gpw-loop'));
    expect(s.paths['gpw-loop']!.barricade).toBe(false);
    expect(s.jeep).toBe('gpw-loop');
  });
});

describe('6.3.4 Agents of Chaos', () => {
  it('the Incendiary Counter-revolutionaries replace the regular ones and resolve when drawn', () => {
    const s0 = start({ incendiary: { agentsOfChaos: true } });
    expect(s0.stDeck).toContain('fbi-informer');
    expect(s0.stDeck.some((c) => c.startsWith('Counterrevolutionary:'))).toBe(false);
    let s = act(edit(s0, (d) => onTurn(d, 'yippies')), play('agitate'), done, draw('government-mole'));
    expect(s.exposure).toBe(2);
    expect(s.stSplay).toContain('government-mole');
    // it stays until an Agitator is removed (2.7.4)
    expect(isLegal(s, { type: 'discardCounter', card: 'government-mole', area: 'grant-park-west' })).toBe(true);
    s = act(edit(s0, (d) => onTurn(d, 'yippies')), play('agitate'), done, draw('fbi-informer'));
    expect(game.toMove(s)).toBe('establishment'); // the Establishment chooses the arrests
    s = act(s, unitKind('m1'), unitKind('ag'));
    expect(game.toMove(s)).toBe('demonstrators');
    expect(s.areas['cook-county-jail']!.u.m1 + s.areas['cook-county-jail']!.u.m2 + s.areas['cook-county-jail']!.u.ag).toBe(2);
  });
  void ({} as State);
});
