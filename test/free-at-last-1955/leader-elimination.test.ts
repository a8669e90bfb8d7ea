import { describe, expect, it } from 'vitest';
import { act, attack, die, emptyBoard, events, game, lastEvent, noCards } from './helpers.js';

const KING = 'martin-luther-king-jr';
const protest = (klan: number) => attack(emptyBoard().leader(KING, 'selma').units('selma', { B: 3 }).klan('alabama', klan).state, KING, 'V');

describe('9 Leader elimination', () => {
  it('9.0, 3.1.3 an original 6 in a state with a K unit: another 6 eliminates the leader', () => {
    const struck = act(protest(1), ...noCards, die(6));
    expect(game.prompt(struck)).toMatch(/Klan strikes/);
    const r = events(struck, die(6), die(1));
    expect(lastEvent(r.events, 'klanAttack')).toMatchObject({ need: 6, eliminated: true });
    expect(r.state.leaders[KING]!.city).toBeNull();
    expect(game.legalActions(r.state).some((a) => a.type === 'activate' && a.leader === KING)).toBe(false);
  });

  it('9.0 a survived attack adds a K unit to the state; each K beyond the first widens the roll', () => {
    const survived = act(protest(1), ...noCards, die(6), die(5), die(1));
    expect(survived.klan['alabama']).toBe(2);
    expect(survived.leaders[KING]!.city).toBe('selma');
    const r = events(protest(2), ...noCards, die(6), die(5));
    expect(lastEvent(r.events, 'klanAttack')).toMatchObject({ need: 5, eliminated: true });
  });

  it('9.0 no attack without K units in the state, nor on a roll other than 6', () => {
    expect(game.toMove(act(protest(0), ...noCards, die(6)))).toBe('chance');
    expect(game.prompt(act(protest(0), ...noCards, die(6)))).not.toMatch(/Klan/);
    expect(game.prompt(act(protest(1), ...noCards, die(5)))).not.toMatch(/Klan/);
  });
});
