import { states } from '../../../src/games/free-at-last/data/states.js';
import { attorneys } from '../../../src/games/free-at-last/data/attorneys.js';
import { componentSetSchema, type ComponentSetInput } from '../../../src/games/free-at-last/data/schema.js';
import { bamnEvents } from '../../../src/games/free-at-last/data/strategy-action-events.js';

/*
 * The small component set the project tests play with: Project cards with the Local Figures they
 * test, a few Strategy cards (one plain card of each rank and colour for the Action Rounds), Leaders,
 * laws, dice and tracks of known values.
 */

const fixture = { reconstructed: 'test fixture' };

/** Project cards of the fixture, by number. */
export const CARDS = { sitIn: 1, march: 2, freedomRide: 3, school: 4, vote: 5, summer: 6, plain: 7, rankSeg: 8 } as const;

export const fixtureInput: ComponentSetInput = {
  name: 'projects test fixture',
  states,
  projects: [
    {
      number: 1,
      title: 'Greensboro Sit In',
      type: 'A',
      kind: 'protest',
      state: 'NC',
      location: 'Greensboro',
      seg: { white: 6, blue: 2 },
      localFigures: [
        { name: 'Ella', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 2, color: 'red' }, effects: [{ kind: 'collectSeg', color: 'white', count: 1 }], source: fixture },
        { name: 'Roller', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 3, color: 'white' }, effects: [{ kind: 'rollTwice' }], source: fixture },
        { name: 'Hopeful', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 1, color: 'blue' }, effects: [{ kind: 'moveX', die: 'red', direction: 'up' }], source: fixture },
        { name: 'Bull', side: 'seg', activation: { by: 'rank-and-color', rank: 4, color: 'blue' }, effects: [{ kind: 'moveX', die: 'white', direction: 'up' }], source: fixture },
        { name: 'Sheriff', side: 'seg', activation: { by: 'rank-and-color', rank: 4, color: 'white' }, effects: [{ kind: 'addSeg', color: 'white', count: 1 }], source: fixture },
        { name: 'Blue Collector', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 3, color: 'blue' }, effects: [{ kind: 'collectSeg', color: 'blue', count: 1 }], source: fixture },
        { name: 'Mobilizer', side: 'civil-rights', activation: { by: 'set-size', cards: 3 }, effects: [{ kind: 'addRed', count: 2 }, { kind: 'moveX', die: 'blue', direction: 'down' }], source: fixture },
      ],
      source: fixture,
    },
    { number: 2, title: 'Selma March', type: 'A', kind: 'march', state: 'AL', location: 'Selma', seg: { white: 3, blue: 3 }, localFigures: [], source: fixture },
    { number: 3, title: 'Freedom Ride', type: 'A', kind: 'freedom-ride', state: 'AL', location: 'Anniston', seg: { white: 6, blue: 1 }, localFigures: [], source: fixture },
    {
      number: 4,
      title: 'Little Rock Central High',
      type: 'S',
      kind: 'school',
      state: 'AR',
      location: 'Little Rock',
      seg: { white: 6, blue: 2 },
      localFigures: [
        { name: 'Faubus', side: 'seg', activation: { by: 'rank-and-color', rank: 4, color: 'red' }, effects: [{ kind: 'removeRed', count: 1 }], source: fixture },
        { name: 'Daisy Bates', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 3, color: 'white' }, effects: [{ kind: 'addRed', count: 1 }], source: fixture },
      ],
      source: fixture,
    },
    {
      number: 5,
      title: 'McComb Voter Registration',
      type: 'V',
      kind: 'voter-registration',
      state: 'MS',
      location: 'McComb',
      seg: { white: 3, blue: 2 },
      localFigures: [
        { name: 'Amite Registrar', side: 'seg', activation: { by: 'rank-and-color', rank: 2, color: 'blue' }, effects: [{ kind: 'addSeg', color: 'blue', count: 1 }], registrar: true, source: fixture },
        { name: 'Herbert Lee', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 1, color: 'red' }, effects: [{ kind: 'addRed', count: 1 }], source: fixture },
      ],
      source: fixture,
    },
    { number: 6, title: 'Freedom Summer', type: 'V', kind: 'summer', state: 'MS', location: 'Greenwood', seg: { white: 3, blue: 2 }, localFigures: [], source: fixture },
    { number: 7, title: 'Plain Sit In', type: 'A', kind: 'protest', state: 'NC', location: 'Durham', seg: { white: 3, blue: 1 }, localFigures: [], source: fixture },
    {
      number: 8,
      title: 'Rank Sit In',
      type: 'A',
      kind: 'protest',
      state: 'NC',
      location: 'Charlotte',
      seg: { white: 6, blue: 2 },
      localFigures: [{ name: 'Mayor', side: 'seg', activation: { by: 'rank', rank: 4 }, effects: [{ kind: 'addSeg', color: 'white', count: 1 }], source: fixture }],
      source: fixture,
    },
  ],
  strategy: [
    { id: 'amicus-brief', name: 'Amicus Brief', rank: 2, color: 'white', response: true, target: 'any-project', effects: [], litigationHits: 1, text: '+1 hit', source: fixture },
    { id: 'second-amicus', name: 'Second Amicus Brief', rank: 2, color: 'white', response: true, target: 'any-project', effects: [], litigationHits: 1, text: '+1 hit', source: fixture },
    { id: 'fifth-circuit-four', name: 'The Fifth Circuit Four', rank: 3, color: 'blue', starred: true, response: true, target: 'any-project', effects: [], litigationHits: 2, text: '+2 hits', source: fixture },
    { id: 'charles-houston', name: 'Legacy of Charles Houston', rank: 3, color: 'red', starred: true, lasting: true, target: 'game', effects: [], litigationModifier: 1, text: '+1', source: fixture },
    { id: 'plain-1', name: 'Plain card', rank: 1, color: 'red', target: 'self', effects: [], text: '', source: fixture },
    { id: 'plain-white', name: 'Plain white card', rank: 2, color: 'white', target: 'self', effects: [], text: '', source: fixture },
    { id: 'burn', name: 'Burn, Baby, Burn!', rank: 4, color: 'red', mandatory: true, target: 'game', effects: [{ kind: 'burnBabyBurn' }], text: '', source: fixture },
    // the cards `card(rank, color)` plays through an Action Round (13.1): one of each rank and colour, no event
    ...([1, 2, 3, 4] as const).flatMap((rank) =>
      (['red', 'white', 'blue'] as const).map((color) => ({ id: `c${rank}${color[0]}`, name: `${rank} ${color}`, rank, color, target: 'self' as const, effects: [], text: '', source: fixture })),
    ),
    bamnEvents.find((c) => c.id === 'robert-f-williams')!,
  ],
  homeCards: [],
  leaders: [
    { id: 'king', name: 'Martin Luther King Jr.', organization: 'SCLC', role: 'protest', activation: { by: 'project-kind', kind: 'march' }, effects: [{ kind: 'rollTwice' }], immuneToMinusOne: true, source: fixture },
    { id: 'abernathy', name: 'Ralph Abernathy', organization: 'SCLC', role: 'protest', activation: { by: 'color', color: 'white' }, effects: [{ kind: 'rollTwice' }], source: fixture },
    { id: 'moses', name: 'Bob Moses', organization: 'SNCC', role: 'protest', activation: { by: 'project-type', projectType: 'V' }, effects: [{ kind: 'rollTwice' }], source: fixture },
    { id: 'lewis', name: 'John Lewis', organization: 'SNCC', role: 'protest', activation: { by: 'state', state: 'NC' }, effects: [{ kind: 'addRed', count: 2 }], source: fixture },
    { id: 'nash', name: 'Diane Nash', organization: 'SNCC', role: 'protest', activation: { by: 'color', color: 'red' }, effects: [{ kind: 'rollTwice' }], source: fixture },
    { id: 'walker', name: 'Wyatt Tee Walker', organization: 'SCLC', role: 'staff', activation: { by: 'color', color: 'red' }, effects: [{ kind: 'dieModifier', amount: 2 }], source: fixture },
    { id: 'young', name: 'Andrew Young', organization: 'SCLC', role: 'staff', activation: { by: 'color', color: 'blue' }, effects: [{ kind: 'dieModifier', amount: 2 }], source: fixture },
    { id: 'rich', name: 'Marvin Rich', organization: 'CORE', role: 'staff', activation: { by: 'color', color: 'white' }, effects: [{ kind: 'rerollAny' }], source: fixture },
    { id: 'carey', name: 'Gordon Carey', organization: 'CORE', role: 'staff', activation: { by: 'color', color: 'white' }, effects: [{ kind: 'rollTwice' }], source: fixture },
    { id: 'hank-thomas', name: 'Hank Thomas', organization: 'CORE', role: 'freedom-rider', activation: { by: 'project-kind', kind: 'freedom-ride' }, effects: [{ kind: 'freedomRider' }], source: fixture },
    { id: 'forman', name: 'James Forman', organization: 'SNCC', role: 'staff', activation: { by: 'color', color: 'red' }, effects: [{ kind: 'dieModifier', amount: 2 }], source: fixture },
    { id: 'naacp-staffer', name: 'NAACP Staffer', organization: 'NAACP', role: 'staff', activation: { by: 'project-kind', kind: 'summer' }, effects: [{ kind: 'dieModifier', amount: 1 }], source: fixture },
  ],
  attorneys,
  legislation: [
    { id: 'x-reroll-red', name: 'Re-roll law', act: 'general', area: 'A', oneTime: false, effects: [{ kind: 'rerollXOnce', die: 'red' }], text: '', source: fixture },
    { id: 'doj-law', name: 'Civil Rights Act of 1960', act: 'general', area: 'V', oneTime: false, effects: [{ kind: 'enableDojAttorney' }], text: '', source: fixture },
  ],
  dice: { red: [0, 1, 2, 3, 'X', 'X'], white: [0, 1, 2, 3, 'X', 'K'], blue: [1, 2, 3, 4, 'X', 'X'], source: fixture },
  // X = 4 on red, 3 on white, 4 on blue at the start
  xTracks: { red: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 }, white: { values: [0, 1, 2, 3, 4, 5, 6, 7], start: 3 }, blue: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 }, source: fixture },
  starValues: { values: [0, 3, 6, 9, 12, 15, 18, 21], source: fixture },
  failurePenalties: { values: [0, -1, -1, -2, -2, -3, -4, -4, -8], source: fixture },
  cubes: { red: 100, white: 60, blue: 40, source: fixture },
};

export const components = componentSetSchema.parse(fixtureInput);
