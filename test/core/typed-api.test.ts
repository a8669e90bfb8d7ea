import { describe, expect, it } from 'vitest';
import { games, playout, randomBot, record, replay, type GameId } from '../../src/index.js';
import { areaIds, chicago68, chicagoEndCodes, type Chicago68AreaId, type Chicago68NamedAction, type Chicago68Names, type ChicagoEndCode, type ChicagoEvent, type Chicago68NamedEvent } from '../../src/games/chicago-68/index.js';
import { freeAtLast, freeAtLastEndCodes, type FreeAtLastAction, type FreeAtLastEndCode, type FreeAtLastEvent, type FreeAtLastNamedAction, type FreeAtLastNamedEvent, type FreeAtLastNames } from '../../src/games/free-at-last/index.js';
import * as falIds from '../../src/games/free-at-last/data/reference-names.js';
import { freeAtLast1955, type FreeAtLast1955Event, type FreeAtLast1955NamedEvent, type FreeAtLast1955Names, type FreeAtLast1955NamedAction } from '../../src/games/free-at-last-1955/index.js';

/*
 * The public types catch mistakes when compiled: `tsc -p .` (run by `npm test`) fails if any
 * `@ts-expect-error` below stops being an error. The run-time expectations check the same calls.
 */

describe('typed API', () => {
  it('setup is typed by the config a user writes: a typo or a wrong value does not compile', () => {
    // @ts-expect-error 'plyers' is not a Free at Last config key
    expect(() => freeAtLast.setup({ plyers: 3 }, 1)).toThrow(/plyers/);
    // @ts-expect-error Chicago '68 seats 2, 3 or 4 players
    expect(() => chicago68.setup({ players: 5 }, 1)).toThrow();
    expect(freeAtLast.players({ players: 3 })).toEqual(['SNCC', 'CORE', 'SCLC']);
  });

  it('apply and step take the game’s own actions; applyUnknown takes anything and checks it at run time', () => {
    const s = freeAtLast.setup({ players: 2 }, 1);
    // @ts-expect-error not a Free at Last action type
    expect(() => freeAtLast.apply(s, { type: 'fly' })).toThrow(/fly|Malformed/);
    // @ts-expect-error a Chicago '68 action is not a Free At Last (1955–65) action
    expect(() => freeAtLast1955.step(freeAtLast1955.setup({}, 1), { type: 'endTurn' })).toThrow();
    expect(() => freeAtLast.applyUnknown(s, JSON.parse('{"type":"fly"}'))).toThrow(/Malformed/);
    const legal: FreeAtLastAction = freeAtLast.legalActions(s)[0]!;
    expect(freeAtLast.apply(s, legal)).not.toBe(s);
  });

  it('seats are a string-literal union per game', () => {
    const s = freeAtLast1955.setup({}, 1);
    // @ts-expect-error 'SNCC' is no seat of Free At Last (1955–65); at run time an UnknownSeatError
    expect(() => freeAtLast1955.view(s, 'SNCC')).toThrow(/Unknown seat 'SNCC'/);
    const who: 'civilRights' | 'segregationist' | 'chance' | null = freeAtLast1955.toMove(s);
    expect(who).not.toBeNull();
  });

  it('the registry, randomBot, record and replay keep each game’s types', () => {
    const id: GameId = 'chicago-68';
    const game = games[id];
    // @ts-expect-error 'chicago' is not a registered id
    expect(games['chicago']).toBeUndefined();
    const run = playout(game, { config: { players: 2 }, seed: 3, bots: { establishment: randomBot(1) }, maxSteps: 200 });
    const rec = record(game, { players: 2 }, 3, run.actions);
    // @ts-expect-error the config of a record is the game's config
    record(game, { plyers: 2 }, 3, run.actions);
    expect(replay(game, rec).ok).toBe(true);
  });
});

describe('names as types (issue 25)', () => {
  it('results name the game’s seats and end codes', () => {
    const run = playout(freeAtLast1955, { config: {}, seed: 2, maxSteps: 20_000 });
    const r = freeAtLast1955.result(run.state)!;
    const winners: readonly ('civilRights' | 'segregationist')[] = r.winners;
    // @ts-expect-error 'SNCC' is no seat of Free At Last (1955–65)
    expect(winners.includes('SNCC')).toBe(false);
    // @ts-expect-error 'decisive-civilrights' is misspelt: the codes are a union per game
    expect(r.code === 'decisive-civilrights').toBe(false);
    const chicago = chicago68.result(playout(chicago68, { config: {}, seed: 2, maxSteps: 20_000 }).state);
    const code: ChicagoEndCode | undefined = chicago?.code;
    expect(chicagoEndCodes).toContain(code);
    const fal = freeAtLast.result(playout(freeAtLast, { config: { players: 2 }, seed: 2, maxSteps: 20_000 }).state)!;
    const falCode: FreeAtLastEndCode | undefined = fal.code;
    expect(freeAtLastEndCodes).toContain(falCode);
    // @ts-expect-error 'final-score' is misspelt: Free at Last's codes are a union too
    expect(fal.code === 'final-score').toBe(false);
    // @ts-expect-error 'KKK' is no seat of Free at Last
    expect(fal.winners.includes('KKK')).toBe(false);
  });

  it('Chicago ’68’s reference areas are a union: a misspelt area does not compile in a named action', () => {
    const ok: Chicago68NamedAction = { type: 'move', unit: 'm1', from: 'lincoln-park', to: 'old-town' };
    // @ts-expect-error 'old-twn' is no City Area of the reference map (it is 'old-town')
    const typo: Chicago68NamedAction = { type: 'area', area: 'old-twn' };
    const own: Chicago68NamedAction<Chicago68Names> = { type: 'area', area: 'old-twn' }; // a map of one's own
    expect([ok, typo, own].map((a) => a.type)).toEqual(['move', 'area', 'area']);
    const area: Chicago68AreaId = 'cook-county-jail';
    expect(Object.values(areaIds)).toContain(area);
  });
});

describe('Free At Last (1955–65)’s names as types (issue 25)', () => {
  it('a misspelt card, leader or city does not compile in a named action; a set of one’s own takes strings', () => {
    const ok: FreeAtLast1955NamedAction[] = [
      { type: 'activate', card: 'rosa-parks', leader: 'martin-luther-king-jr' },
      { type: 'city', city: 'selma' },
      { type: 'recruit', card: null },
    ];
    // @ts-expect-error 'rosa-park' is no card of the reference set
    const card: FreeAtLast1955NamedAction = { type: 'event', card: 'rosa-park' };
    // @ts-expect-error 'martin-luther-king' is no leader of the reference set (he is 'martin-luther-king-jr')
    const leader: FreeAtLast1955NamedAction = { type: 'leader', leader: 'martin-luther-king' };
    // @ts-expect-error 'selme' is no city of the reference map
    const city: FreeAtLast1955NamedAction = { type: 'city', city: 'selme' };
    const own: FreeAtLast1955NamedAction<FreeAtLast1955Names> = { type: 'city', city: 'selme' };
    expect([...ok, card, leader, city, own]).toHaveLength(7);
    expect(freeAtLast1955.legalActions(freeAtLast1955.setup({}, 1)).length).toBeGreaterThan(0);
  });
});

describe('Free at Last’s ids as types (issue 25)', () => {
  it('a misspelt card, law, leader or state does not compile in a named action; a set of one’s own takes strings', () => {
    const ok: FreeAtLastNamedAction[] = [
      { type: 'play', card: 'home', rank: 3, color: 'red' },
      { type: 'chooseLaw', card: 'cra-1964-title-ii' },
      { type: 'assignLeader', leader: 'john-lewis' },
      { type: 'hire', discard: null },
    ];
    // @ts-expect-error 'rising-to-the-ocasion' is no Strategy card of the reference set
    const card: FreeAtLastNamedAction = { type: 'discard', card: 'rising-to-the-ocasion' };
    // @ts-expect-error a Strategy card is no Legislation card: chooseLaw takes a law
    const law: FreeAtLastNamedAction = { type: 'chooseLaw', card: 'rising-to-the-occasion' };
    // @ts-expect-error 'martin-luther-king' is no leader id of the reference set
    const leader: FreeAtLastNamedAction = { type: 'assignLeader', leader: 'martin-luther-king' };
    // @ts-expect-error 'XX' is no state of the reference map
    const state: FreeAtLastNamedAction = { type: 'selectProject', state: 'XX' };
    const own: FreeAtLastNamedAction<FreeAtLastNames> = { type: 'selectProject', state: 'XX' };
    expect([...ok, card, law, leader, state, own]).toHaveLength(9);
  });

  it('the legal actions of random games carry only the reference ids the named type names', () => {
    const laws = new Set<string>(falIds.referenceLawIds);
    const challenges = new Set<string>(falIds.referenceChallengeIds);
    const hand = new Set<string>([...falIds.referenceStrategyIds, 'home']);
    const of: Record<string, (type: string) => Set<string>> = {
      card: (t) => (t === 'drawLegislation' || t === 'chooseLaw' ? laws : t === 'drawChallenge' || t === 'challengeCancel' || t === 'challengeShare' ? challenges : hand),
      discard: () => hand,
      law: () => laws,
      leader: () => new Set(falIds.referenceLeaderIds),
      staff: () => new Set(falIds.referenceLeaderIds),
      state: () => new Set(falIds.referenceStateIds),
    };
    let checked = 0;
    for (const config of [{ players: 4, chance: 'manual' }, { players: 1, variant: 'solitaire', chance: 'manual' }, { players: 4, advanced: true, chance: 'manual' }] as const) {
      const run = playout(freeAtLast, { config, seed: 3, maxSteps: 20_000 });
      let s = freeAtLast.setup(config, 3);
      for (const a of run.actions) {
        for (const legal of freeAtLast.legalActions(s)) {
          for (const [field, value] of Object.entries(legal)) {
            if (typeof value !== 'string' || of[field] === undefined) continue;
            expect(of[field]!(legal.type).has(value), `${legal.type}.${field} = ${value}`).toBe(true);
            checked++;
          }
        }
        s = freeAtLast.apply(s, a);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('a misspelt id in a named event does not compile; the events of random games carry only the ids the type names', () => {
    const ok: FreeAtLastNamedEvent[] = [
      { type: 'lawPassed', card: 'cra-1964-title-ii', area: 'S' },
      { type: 'klan', org: 'SNCC', killed: ['john-lewis'] },
    ];
    // @ts-expect-error a Strategy card is no Legislation card: lawPassed names a law
    const law: FreeAtLastNamedEvent = { type: 'lawPassed', card: 'rising-to-the-occasion', area: 'S' };
    // @ts-expect-error 'jon-lewis' is no leader id of the reference set
    const killed: FreeAtLastNamedEvent = { type: 'klan', org: 'SNCC', killed: ['jon-lewis'] };
    expect([...ok, law, killed]).toHaveLength(4);

    const laws = new Set<string>(falIds.referenceLawIds);
    const challenges = new Set<string>(falIds.referenceChallengeIds);
    const hand = new Set<string>([...falIds.referenceStrategyIds, 'home']);
    const leaders = new Set<string>(falIds.referenceLeaderIds);
    const cardOf = (t: string): Set<string> => (['federalLegislation', 'lawHeldUp', 'lawPassed', 'lawImplemented'].includes(t) ? laws : t.startsWith('challenge') ? challenges : hand);
    const of: Record<string, (type: string) => Set<string>> = {
      card: cardOf, cards: cardOf, discard: () => hand, law: () => laws, state: () => new Set(falIds.referenceStateIds),
      leader: () => leaders, staff: () => leaders, leaders: () => leaders, riders: () => leaders, killed: () => leaders,
    };
    let checked = 0;
    for (const config of [{ players: 4 }, { players: 1, variant: 'solitaire' }, { players: 4, advanced: true }] as const) {
      playout(freeAtLast, {
        config, seed: 4, maxSteps: 20_000,
        onStep: ({ events }) => {
          for (const e of events) {
            for (const [field, value] of Object.entries(e)) {
              if (of[field] === undefined) continue;
              for (const id of Array.isArray(value) ? value : [value]) {
                if (typeof id !== 'string') continue;
                expect(of[field]!(e.type).has(id), `${e.type}.${field} = ${id}`).toBe(true);
                checked++;
              }
            }
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('typed events (issue 25)', () => {
  it('step and start report each game’s own events, a union discriminated on type', () => {
    const run = playout(freeAtLast1955, { config: {}, seed: 2, maxSteps: 20_000 });
    const events: FreeAtLast1955Event[] = [];
    let s = freeAtLast1955.start({}, 2).state;
    for (const a of run.actions.slice(0, 200)) {
      const r = freeAtLast1955.step(s, a);
      events.push(...r.events);
      s = r.state;
    }
    const crt = events.find((e) => e.type === 'crt');
    if (crt?.type === 'crt') {
      expect(crt.civilRights.losses).toBeGreaterThanOrEqual(0);
      // @ts-expect-error a CRT line has `losses`, not `loss`
      expect(crt.civilRights.loss).toBeUndefined();
    }
    // @ts-expect-error 'drawn' is no event type of Free At Last (1955–65) (a draw is 'drew')
    expect(events.map((e) => e.type).includes('drawn')).toBe(false);
    expect(events.map((e) => e.type)).toContain('drew');
  });

  it('a misspelt event type or field value does not compile', () => {
    const placed: ChicagoEvent = { type: 'placed', units: 'Agitator', area: 'old-town', why: 'Setup 9' };
    // @ts-expect-error the 'turn' event names a faction, and 'Mayor' is none (it is 'mayor')
    const turn: ChicagoEvent = { type: 'turn', faction: 'Mayor' };
    // @ts-expect-error 'KKK' is no organization of Free at Last
    const pass: FreeAtLastEvent = { type: 'pass', org: 'KKK' };
    // @ts-expect-error 'passed' is no event type of Free at Last (it is 'pass')
    const passed: FreeAtLastEvent = { type: 'passed', org: 'SNCC' };
    const parsed = [placed, turn].map((e) => chicago68.schemas.event!.safeParse(e).success);
    expect(parsed).toEqual([true, false]);
    expect([pass, passed].map((e) => freeAtLast.schemas.event!.safeParse(e).success)).toEqual([false, false]);
  });

  it('named events: a misspelt area, city, leader or card does not compile; a set of one’s own takes strings', () => {
    const moved: Chicago68NamedEvent = { type: 'moved', units: 'Agitator', from: 'lincoln-park', to: 'old-town' };
    // @ts-expect-error 'old-twn' is no City Area of the reference map (it is 'old-town')
    const typo: Chicago68NamedEvent = { type: 'tearGas', area: 'old-twn' };
    const jeep: Chicago68NamedEvent = { type: 'armoredJeep', from: 'convention-hall', to: 'convention-south' }; // `to` is a path
    const own: Chicago68NamedEvent<Chicago68Names> = { type: 'tearGas', area: 'old-twn' };
    // @ts-expect-error a Policy activated by a Machine card names the card by id: 'no-such-card' is none
    const byTypo: Chicago68NamedEvent = { type: 'policy', card: 'teargas', by: 'no-such-card' };
    const by: Chicago68NamedEvent = { type: 'policy', card: 'teargas', by: 'riot-act' };
    // @ts-expect-error 'selme' is no city of the reference map
    const city: FreeAtLast1955NamedEvent = { type: 'marker', city: 'selme', goal: 'S' };
    // @ts-expect-error 'martin-luther-king' is no leader of the reference set (he is 'martin-luther-king-jr')
    const leader: FreeAtLast1955NamedEvent = { type: 'leaderMoved', leader: 'martin-luther-king', from: 'selma', to: 'montgomery' };
    // @ts-expect-error 'rosa-park' is no card of the reference set
    const card: FreeAtLast1955NamedEvent = { type: 'confrontationCard', seat: 'civilRights', card: 'rosa-park' };
    const play: FreeAtLast1955NamedEvent = { type: 'play', seat: 'civilRights', card: null, use: 'recruit' };
    const mine: FreeAtLast1955NamedEvent<FreeAtLast1955Names> = { type: 'marker', city: 'selme', goal: 'S' };
    expect([moved, typo, jeep, own, byTypo, by, city, leader, card, play, mine]).toHaveLength(11);
  });
});
