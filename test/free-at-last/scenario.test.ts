import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents } from '../../src/games/free-at-last/index.js';
import { freeAtLastScenarios } from '../../src/games/free-at-last/words/index.js';
import { from, scenario } from '../../src/testing/index.js';
import { build, endTurn } from './support/build.js';

/* The public scenario builder on the one shape (issue 22 part 3, issue 26): its setters, entries and refusals. */

const fal = { scenario: freeAtLastScenarios };
const two = () => build({ players: ['SNCC', 'CORE'], chance: 'manual' });
const typed = (type: 'A' | 'S' | 'V') => referenceComponents.projects.find((p) => p.type === type)!.number;
const lasting = referenceComponents.strategy.find((c) => c.lasting)!.id;
const law = (area: 'S' | 'A' | 'V') => referenceComponents.legislation.find((c) => c.act === 'general' && c.area === area)!.id;

describe('Free at Last scenario builder', () => {
  it('has the one shape: scenario(game, config, seed) and from(state), .state, .edit, .at', () => {
    const b = scenario(fal, { players: ['SNCC', 'CORE'] }, 5);
    expect(b.state.seats).toEqual(['SNCC', 'CORE']);
    expect(b.edit((d) => void (d.turn = 2)).state.turn).toBe(2);
    expect(b.state.turn).toBe(1);
    const s = b.at('beforeAction').state;
    expect(from(fal, s).stars('SNCC', 3).state.orgs.SNCC!.stars).toBe(3);
  });

  it("enters positions in 'auto' chance mode without leaving a draw pending", () => {
    for (const point of ['beforeAction', 'legislation', 'end-of-turn'] as const) {
      const s = build({ players: ['SNCC', 'CORE'] }).at(point).state;
      expect(freeAtLast.toMove(s)).not.toBe('chance');
      expect(freeAtLast.restore(JSON.parse(JSON.stringify(s)))).toEqual(s);
    }
  });

  it("2.10 at('end-of-turn') with nothing to decide stops in the End of Turn (20.1 discards), not in the next Turn", () => {
    const s = two().turn(2).at('end-of-turn').state;
    expect(freeAtLast.view(s, null).phase).toBe('end-of-turn');
    expect(s.turn).toBe(2);
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'discardDone' }]);
    expect(endTurn(s).turn).toBe(3);
  });

  it("9.6 at('end-of-turn') discards a held Mandatory Event even when nobody is asked about it", () => {
    // no SNCC or CORE: Burn, Baby, Burn! asks nobody (9.8.1); every other card out of the game: no seat may hold an End of Turn event
    const b = build({ players: ['SCLC', 'NAACP'] }).hand('SCLC', []).hand('NAACP', ['burn-baby-burn']);
    const s = b.removedFromGame(b.state.decks.strategy).at('end-of-turn').state;
    expect(freeAtLast.view(s, null).phase).toBe('end-of-turn');
    expect(s.orgs.NAACP!.hand).not.toContain('burn-baby-burn');
    expect(s.decks.strategyDiscard).toContain('burn-baby-burn');
  });

  it('15.1, 17.1, 18.1 project() starts at the first stage of its type (an S Project without blue cubes in its school year) and refuses an S Project at protest', () => {
    const b = two();
    expect(b.project('SNCC', { card: typed('A') }).state.projects.SNCC!.stage).toBe('protest');
    // 17.1 the school board is the blue cubes: without them the school year comes first, as in selection
    expect(b.project('SNCC', { card: typed('S'), blue: 2 }).state.projects.SNCC!.stage).toBe('exam');
    expect(b.project('SNCC', { card: typed('S') }).state.projects.SNCC!.stage).toBe('school-year');
    expect(b.project('SNCC', { card: typed('V') }).state.projects.SNCC!.stage).toBe('classes');
    expect(() => b.project('SNCC', { card: typed('S'), stage: 'protest' })).toThrow(/no Protest stage/);
  });

  it('a setter never takes a component from another zone: it refuses', () => {
    const b = two().project('SNCC', { card: typed('A'), leaders: ['diane-nash'] }).hand('SNCC', ['freedom-songs-3']);
    expect(() => b.project('CORE', { card: typed('A') })).toThrow(/not in the Project deck/);
    expect(() => b.project('SNCC', { card: typed('V') })).toThrow(/already has a Project/);
    expect(() => b.hand('CORE', ['freedom-songs-3'])).toThrow(/not in the Strategy deck/);
    expect(() => b.staff('CORE', ['julian-bond'])).toThrow(/Staff cup/);
    expect(() => two().project('CORE', { card: typed('A'), leaders: ['diane-nash'] })).toThrow(/Protest Leaders/);
    expect(() => b.eliminated('CORE', { blue: 10_000 })).toThrow(/blue cubes/);
    expect(() => b.lastingEvents(['freedom-songs-3'])).toThrow(/not in the Strategy deck|not a lasting/);
  });

  it('2.8, 9.11 laws in effect go on the stack of their area, out of the Legislation deck', () => {
    const s = two().laws([law('S'), law('V')]).state;
    expect(s.decks.laws).toEqual({ S: [law('S')], A: [], V: [law('V')] });
    expect(s.decks.legislation).not.toContain(law('S'));
    expect(() => two().laws([law('S')]).laws([law('S')])).toThrow(/not in the Legislation deck/);
  });

  it('9.3 lasting events in effect, out of the Strategy deck', () => {
    const s = two().lastingEvents([lasting]).state;
    expect(s.decks.lastingEvents).toEqual([lasting]);
    expect(s.decks.strategy).not.toContain(lasting);
  });

  it('3.8.2 the Non-Violence level is kept by SNCC and CORE only (9.8.2, 9.8.3)', () => {
    expect(two().nonViolence('CORE', 'black-power').state.orgs.CORE!.nonViolence).toBe('black-power');
    expect(() => build({ players: ['SCLC', 'CORE'] }).nonViolence('SCLC', 'black-power')).toThrow(/only SNCC and CORE/);
  });

  it('7.4, 22.14, 16.2 a Project may carry Freedom Riders (out of the available Leaders), its Protests taken and the blue hits of the first', () => {
    const core = build({ players: ['CORE', 'SCLC'], chance: 'manual' });
    const rider = core.state.orgs.CORE!.protestLeaders.find((id) => referenceComponents.leaders.find((l) => l.id === id)?.role === 'freedom-rider')!;
    const s = core.project('CORE', { card: typed('A'), riders: [rider], protests: 1, blueHitFirstProtest: true }).state;
    expect(s.projects.CORE).toMatchObject({ freedomRiders: [rider], protests: 1, blueHitFirstProtest: true });
    expect(s.orgs.CORE!.protestLeaders).not.toContain(rider);
    expect(() => core.project('CORE', { card: typed('A'), riders: ['nobody'] })).toThrow(/available Protest Leaders/);
  });

  it('9.7 cards removed from the game leave the deck; 3.6.1 X Value cubes are set on their tracks, never off them', () => {
    const b = two();
    const id = b.state.decks.strategy[0]!;
    const s = b.removedFromGame([id]).state;
    expect(s.decks.strategyRemoved).toContain(id);
    expect(s.decks.strategy).not.toContain(id);
    expect(() => b.removedFromGame([id]).removedFromGame([id])).toThrow(/not in the Strategy deck/);
    expect(b.xTrack({ red: 0, blue: 2 }).state.xTrack).toMatchObject({ red: 0, blue: 2 });
    expect(() => b.xTrack({ white: referenceComponents.xTracks.white.values.length })).toThrow(/off the white X Value Track/);
  });

  it('22.15 a criminal appeal is filed with two cards from the deck for red cubes held, once', () => {
    const b = two();
    const [c1, c2] = b.state.decks.strategy;
    expect(() => b.criminalAppeal('SNCC', [c1!, c2!])).toThrow(/holds no red cubes/);
    const filed = b.criminalHold('SNCC', 2).criminalAppeal('SNCC', [c1!, c2!]);
    expect(filed.state.orgs.SNCC).toMatchObject({ criminalHold: 2, appealFiled: true, appealCards: [{ id: c1 }, { id: c2 }] });
    expect(filed.state.decks.strategyDiscard).toEqual([c1, c2]);
    expect(() => filed.criminalAppeal('SNCC', [c1!, c2!])).toThrow(/filed its appeal already/);
    // 20.2 the Supreme Court sits at the End of Turn: with no Star to insure it (4.1 D), the first question is its die
    expect(freeAtLast.toMove(filed.stars('SNCC', 0).at('end-of-turn').state)).toBe('chance');
  });

  it('2.5 the Project selection is entered with the offered Projects, the actor choosing first', () => {
    const [a, b] = two().state.decks.projects.filter((n, i, all) => all.findIndex((m) => referenceComponents.projects.find((p) => p.number === m)!.state === referenceComponents.projects.find((p) => p.number === n)!.state) === i);
    const s = two().offered([a!, b!]).at('select-project', 'CORE').state;
    expect(freeAtLast.toMove(s)).toBe('CORE');
    expect(freeAtLast.legalActions(s).map((x) => x.type)).toEqual(['selectProject', 'selectProject']);
    expect(s.decks.projects).not.toContain(a);
    expect(() => two().offered([a!, a!])).toThrow(/offered in|not in the Project deck/);
  });

  it('19.0, 19.5 an Event Leader takes over an A (Williams) or V (Malcolm X) Project at stage 2, named as the played card names him (19.3); white cubes flee (19.4)', () => {
    const b = two().project('SNCC', { card: typed('A'), red: 9, white: 3, blue: 2 });
    const s = b.eventLeader('SNCC', 'robert-f-williams').state;
    expect(s.projects.SNCC).toMatchObject({ eventLeader: 'Robert F. Williams', stage: 'bamn-blue', cubes: { red: 9, white: 0, blue: 2 } });
    expect(s.decks.strategyDiscard).toContain('robert-f-williams');
    expect(() => b.eventLeader('SNCC', 'malcolm-x')).toThrow(/V Project/);
    expect(() => two().eventLeader('SNCC', 'malcolm-x')).toThrow(/no Project/);
  });
});
