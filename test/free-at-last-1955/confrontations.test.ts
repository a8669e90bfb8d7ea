import { describe, expect, it } from 'vitest';
import { act, attack, city, die, done, emptyBoard, events, game, lastEvent, noCards } from './helpers.js';

const KING = 'martin-luther-king-jr';
type Line = { factors: number; column: number; modifier: number; total: number; losses: number };
const crtOf = (list: { type: string }[]) => lastEvent(list, 'crt') as unknown as { civilRights: Line; segregationist: Line };

/** King protests in Nashville (no stronghold, no segregationist leader) against the given units. */
const nashville = (cr: number, p: number, w = 0) => emptyBoard().leader(KING, 'nashville').units('nashville', { B: cr, P: p, W: w });

describe('7.0 Confrontations', () => {
  it('7.1 sequence of confrontation: each side rolls on the CRT by its factors; the side that inflicts more losses wins', () => {
    const s = nashville(5, 3).state;
    const r = events(attack(s, KING, 'V'), ...noCards, die(4), die(2));
    const crt = crtOf(r.events);
    // civil rights: 5 factors (column 5–6), roll 4 + King's 2 + climate V → losses of the reconstructed CRT
    expect(crt.civilRights).toMatchObject({ factors: 5, column: 3, total: 6 + s.climate.V });
    expect(crt.segregationist).toMatchObject({ factors: 3, column: 2, modifier: 0, total: 2 });
    expect(crt.civilRights.losses).toBeGreaterThan(crt.segregationist.losses);
    expect(lastEvent(r.events, 'confrontationWon')).toMatchObject({ winner: 'civilRights' });
  });

  it('7.1 the attacker may ask for media attention; the defender then plays his cards; 7.1.1 1–2 low, 5–6 high', () => {
    const s = nashville(5, 3).hand('segregationist', ['interposition']).state;
    const asked = act(attack(s, KING, 'V'), { type: 'media' });
    expect(game.legalActions(asked)).not.toContainEqual({ type: 'media' });
    const defender = act(asked, done);
    expect(game.toMove(defender)).toBe('segregationist');
    expect(game.legalActions(defender)).toEqual([{ type: 'card', card: 'interposition' }, done]);
    const high = events(defender, done, die(5), die(3), die(3));
    expect(lastEvent(high.events, 'mediaRoll')).toMatchObject({ result: 'high' });
    expect(crtOf(high.events).civilRights.column).toBe(4);
    expect(crtOf(high.events).segregationist.column).toBe(1);
    const low = events(defender, done, die(2), die(3), die(3));
    expect(crtOf(low.events).civilRights.column).toBe(2);
    expect(crtOf(low.events).segregationist.column).toBe(3);
    expect(lastEvent(events(defender, done, die(3), die(3), die(3)).events, 'mediaRoll')).toMatchObject({ result: 'normal' });
  });

  it('7.1 column shifts, 7.1.2: an entrenched city shifts the segregationist one column right and civil rights one left', () => {
    const s = nashville(5, 3, 1).entrenched('nashville').state;
    const crt = crtOf(events(attack(s, KING, 'V'), ...noCards, die(3), die(3)).events);
    expect(crt.civilRights.column).toBe(2);
    expect(crt.segregationist.column).toBe(3);
  });

  it('7.1 losses: the segregationist chooses W or P units; K units never; civil rights with one type takes it', () => {
    const s = nashville(10, 2, 2).state;
    const losing = act(attack(s, KING, 'V'), ...noCards, die(6), die(1));
    expect(game.toMove(losing)).toBe('segregationist');
    expect(game.legalActions(losing)).toEqual([{ type: 'loss', unit: 'P' }, { type: 'loss', unit: 'W' }]);
  });

  it('7.1.3 the E marker goes at once when the last W unit is lost; taking P instead keeps it', () => {
    const s = nashville(10, 2, 1).entrenched('nashville').state;
    const losing = act(attack(s, KING, 'V'), ...noCards, die(6), die(1));
    const lostW = act(losing, { type: 'loss', unit: 'W' });
    expect(lostW.cities['nashville']!.e).toBe(false);
    const lostP = act(losing, { type: 'loss', unit: 'P' });
    expect(lostP.cities['nashville']!.e).toBe(true);
  });

  it('7.2, 7.2.1 avoiding a confrontation: the defender with a leader there, rolling ≤ his leadership, moves his units and him away; 7.2.2 success: the marker, no Freedom Track', () => {
    const s = emptyBoard().leader(KING, 'selma').leader('bull-connor', 'selma').units('selma', { B: 3, P: 2, W: 1 }).state;
    const asked = attack(s, KING, 'S');
    expect(game.toMove(asked)).toBe('segregationist');
    expect(game.legalActions(asked)).toEqual([{ type: 'avoid', ability: false }, done]);
    const avoided = act(asked, { type: 'avoid', ability: false }, die(2), city('montgomery'));
    expect(avoided.cities['montgomery']!.u).toMatchObject({ P: 2, W: 1 });
    expect(avoided.leaders['bull-connor']!.city).toBe('montgomery');
    // 7.2.2 the protest's marker is placed as though won, without the Freedom Track; no losses
    expect(avoided.cities['selma']!.m.S).toBe(true);
    expect(avoided.freedom).toBe(s.freedom);
    expect(avoided.cities['selma']!.u.B).toBe(3);
    expect(avoided.conf).toBeNull();
    expect(game.toMove(avoided)).toBe('segregationist');
  });

  it('7.2.2 a successfully avoided mass arrest moves Non-violence toward abandoned', () => {
    const s = emptyBoard().leader('bull-connor', 'selma').leader(KING, 'selma').units('selma', { B: 3, P: 2 }).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const avoided = act(attack(s, 'bull-connor', null), { type: 'avoid', ability: false }, die(3), city('birmingham'));
    expect(avoided.nonviolence).toBe(s.nonviolence - 1);
    expect(avoided.cities['birmingham']!.u.B).toBe(3);
  });

  it('7.2.2 a failed avoidance shifts the defender one column left and the attacker one right', () => {
    const s = emptyBoard().leader(KING, 'selma').leader('bull-connor', 'selma').units('selma', { B: 3, P: 3 }).state;
    const failed = act(attack(s, KING, 'S'), { type: 'avoid', ability: false }, die(3));
    expect(failed.conf!.avoidFailed).toBe(true);
    const crt = crtOf(events(failed, ...noCards, die(3), die(3)).events);
    // Selma is a stronghold 2: the segregationist has 3 P + 2
    expect(crt.civilRights.column).toBe(3);
    expect(crt.segregationist.column).toBe(2);
  });

  it('7.2.1 a leader’s avoidance ability adds to his leadership rating', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'selma').leader('bull-connor', 'selma').leader('ralph-abernathy', 'selma').units('selma', { B: 3, P: 2 }).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const asked = act(attack(s, 'bull-connor', null), { type: 'leader', leader: 'ralph-abernathy' });
    expect(game.legalActions(asked)).toEqual([{ type: 'avoid', ability: false }, { type: 'avoid', ability: true }, done]);
    const r = events(asked, { type: 'avoid', ability: true }, die(3));
    expect(lastEvent(r.events, 'avoidRoll')).toMatchObject({ rating: 3, success: true });
  });

  it('10.0.1 no mass arrests in a free city', () => {
    const s = emptyBoard().leader('bull-connor', 'selma').units('selma', { B: 3, P: 2 }).markers('selma', ['S', 'A', 'V']).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const activated = act(s, { type: 'activate', card: null, leader: 'bull-connor' }, { type: 'stay' });
    expect(game.legalActions(activated)).toEqual([done]);
  });
});
