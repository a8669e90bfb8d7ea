import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/core/rng.js';
import { freeAtLast, referenceComponents, type FreeAtLastAction, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { eventsOf, from, go, offered, options, see, type Run } from './support/drive.js';
import { build } from '../support/build.js';

/* Decks and their cards (9.x), and the Turn 3 Legislation choice on a position built with the public scenario builder. */

/** A two-player game from setup, every choice and draw the first one offered, until SNCC is asked to select its Project. */
function toSelection(): Run {
  let run = from(freeAtLast.setup({ players: ['SNCC', 'CORE'], chance: 'manual' }, 1));
  while (!offered(run.state, { type: 'selectProject' })) run = go(run, options(run.state)[0] as FreeAtLastAction);
  return run;
}

describe('9.2 Information on Project cards', () => {
  it('9.2, 11.0, 2.6 a selected Project gets every SEG cube on its card at once; each card played to mobilize places 3 red cubes', () => {
    let run = go(toSelection(), { type: 'selectProject', state: 'NC' });
    const mobilize = options(run.state).find((a) => a.type === 'mobilize') as FreeAtLastAction;
    run = go(run, mobilize, { type: 'mobilizeDone' });
    const card = referenceComponents.projects.find((p) => p.number === 1)!;
    expect(eventsOf(run, 'mobilized').map((e) => [e['cards'], e['red']])).toEqual([[1, 3]]);
    expect(see(run.state).projects.SNCC!.cubes).toEqual({ red: 3, white: card.seg.white, blue: card.seg.blue });
  });
});

describe('9.3.2 Events', () => {
  const s = build({ players: ['SNCC', 'CORE'], chance: 'manual' })
    .project('SNCC', { card: 1, red: 9, white: 5, blue: 1 })
    .hand('SNCC', ['march-on-washington', 'big-labor'])
    .at('action-round').state;

  it('9.3.2 a card may be played for its event instead of its rank and colour', () => {
    expect(offered(s, { type: 'play', card: 'march-on-washington' })).toBe(true);
    expect(offered(s, { type: 'event', card: 'march-on-washington' })).toBe(true);
  });

  it('9.3.2.3 a Legislation-phase event (Big Labor) cannot be played for its event in the Action Rounds, but for its rank and colour it can', () => {
    expect(offered(s, { type: 'event', card: 'big-labor' })).toBe(false);
    expect(offered(s, { type: 'play', card: 'big-labor' })).toBe(true);
  });
});

describe('9.3.2.1 B Challenge Card Phase events, asked on public information (issue 35 item 2)', () => {
  /** Random play from `{"advanced":true,"chance":"manual"}` seed 1 to its first Challenge Card Phase event window (the case: step 114 on 012edc5). */
  function firstChallengeEvents(): FreeAtLastState {
    const random = createRandom(1);
    let s = freeAtLast.setup({ advanced: true, chance: 'manual' }, 1);
    for (let v = freeAtLast.view(s, null); !(v.phase === 'challenges' && v.ask !== null && 'decision' in v.ask && v.ask.decision === 'events'); v = freeAtLast.view(s, null)) {
      const open = options(s);
      s = freeAtLast.apply(s, open[random.int(open.length)]!);
    }
    return s;
  }

  it('every deal of the cards hidden from a seat asks the same seat the same question, and every view of it shows; the hand decides only the answers', () => {
    const s = firstChallengeEvents();
    const asked = freeAtLast.view(s, null);
    const random = createRandom(35);
    const answers = new Set<string>();
    for (const seat of s.seats) {
      for (let i = 0; i < 50; i++) {
        const world = freeAtLast.determinize!(s, seat, random);
        // a view used to throw "an automatic task 'events' was left pending" where the asked seat's hand decided whether it was asked
        for (const p of [...s.seats, null]) expect(freeAtLast.view(world, p)).toMatchObject({ toMove: asked.toMove, ask: asked.ask, prompt: asked.prompt });
        answers.add(freeAtLast.legalActions(world).map((a) => a.type).join());
      }
    }
    // 9.15 The Freedom Singers or I Have Been to the Mountaintop in the asked hand in some deals, in none in others
    expect([...answers].sort()).toEqual(['event,eventsDone', 'eventsDone']);
  });
});

describe('9.11.1 Turn 3 Legislation Phase (public scenario builder)', () => {
  it('the player with the fewest VPs chooses 3 provisions of the 1964 Act, then 2 of the 1965 Act; the rest go to the discard pile', () => {
    const s = build({ players: ['SNCC', 'CORE', 'SCLC'], chance: 'manual' })
      .turn(3)
      .victoryPoints('SNCC', 12)
      .victoryPoints('CORE', 9)
      .victoryPoints('SCLC', 4)
      .at('legislation').state;
    expect(freeAtLast.toMove(s)).toBe('SCLC');
    const first = options(s).flatMap((a) => (a.type === 'chooseLaw' ? [a.card] : []));
    expect(first).toHaveLength(6);
    let run = from(s);
    for (const card of first.slice(0, 3)) run = go(run, { type: 'chooseLaw', card });
    expect(freeAtLast.toMove(run.state)).toBe('SCLC');
    const second = options(run.state).flatMap((a) => (a.type === 'chooseLaw' ? [a.card] : []));
    expect(second).toHaveLength(3);
    for (const card of second.slice(0, 2)) run = go(run, { type: 'chooseLaw', card });
    const d = see(run.state).decks;
    expect(d.civilRightsAct).toEqual([]);
    expect(d.votingRightsAct).toEqual([]);
    expect(d.legislationDiscard).toEqual(expect.arrayContaining([...first.slice(3), ...second.slice(2)]));
  });
});
