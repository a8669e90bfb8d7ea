import { challengeDeckSchema, dotOfCategory, type ChallengeCard, type ChallengeCardInput, type ChallengeEffect } from './challenge-schema.js';

/*
 * The reference Challenge deck (2.7, 9.12–9.16): 42 cards — 8 S, 8 A, 8 V, 6 M, 6 ANY and 6 ALL.
 * The rulebook describes the categories, dots and kinds of effect (9.12–9.15, 3.6.3, 4.2 B) but
 * prints no card, so every title, effect and text (data/texts.ts) is reconstructed from those descriptions.
 */

type Category = ChallengeCardInput['category'];
type Trigger = ChallengeCardInput['trigger'];

const why: Record<Category, string> = {
  S: '9.13 S Challenges add SEG cubes or remove students; the printed card is not in the rulebook',
  A: '9.13 A Challenges (not Marches) add SEG cubes or remove protesters; the printed card is not in the rulebook',
  V: '9.13 V Challenges add SEG cubes or remove voters; the printed card is not in the rulebook',
  M: '9.13, 9.15.1 M Challenges add SEG cubes to Marches; the printed card is not in the rulebook',
  ANY: '9.13.2 ANY Challenges act on any Project; the printed card is not in the rulebook',
  ALL: '9.14, 3.6.3 ALL Challenges affect the movement or move X; the printed card is not in the rulebook',
};

const card = (category: Category, id: string, name: string, trigger: Trigger, effects: ChallengeEffect[]): ChallengeCardInput => ({
  id,
  name,
  category,
  dot: dotOfCategory[category],
  trigger,
  effects,
  source: { reconstructed: why[category] },
});

const now: Trigger = { on: 'now' };
const eachAction = (...stages: NonNullable<Extract<Trigger, { on: 'project-action' }>['stages']>): Trigger => ({ on: 'project-action', stages });
const onFailure: Trigger = { on: 'project-failure' };
const white = (count: number): ChallengeEffect => ({ kind: 'addSeg', color: 'white', count });
const blue = (count: number): ChallengeEffect => ({ kind: 'addSeg', color: 'blue', count });
const red = (count: number): ChallengeEffect => ({ kind: 'removeRed', count });
const failure: ChallengeEffect = { kind: 'gainFailure', count: 1 };

const cards: ChallengeCardInput[] = [
  // S Project Challenges (red dot)
  card('S', 'pupil-placement-board', 'Pupil Placement Board', now, [blue(1)]),
  card('S', 'white-mothers-picket', 'White Mothers Picket the School', now, [white(2)]),
  card('S', 'school-closing-law', 'School Closing Law', now, [blue(1), white(1)]),
  card('S', 'parents-lose-jobs', 'Parents Lose Their Jobs', now, [red(2)]),
  card('S', 'tuition-grants', 'Tuition Grants for Private Academies', now, [white(1)]),
  card('S', 'bullies-in-the-halls', 'Bullies in the Halls', eachAction('school-year'), [red(1)]),
  card('S', 'stand-in-the-schoolhouse-door', 'Stand in the Schoolhouse Door', onFailure, [failure]),
  card('S', 'interposition', 'Interposition', now, [blue(2)]),
  // A Project Challenges (white dot): not Marches (9.13)
  card('A', 'citizens-council-boycott', "Citizens' Council Boycott", now, [white(2)]),
  card('A', 'trespass-arrests', 'Trespass Arrests', now, [blue(1)]),
  card('A', 'ketchup-and-mustard', 'Ketchup and Mustard', now, [red(2)]),
  card('A', 'store-closes-counter', 'The Store Closes the Lunch Counter', now, [white(1), blue(1)]),
  card('A', 'high-bail', 'High Bail', eachAction('protest'), [red(1)]),
  card('A', 'hooligans-return', 'The Hooligans Return', eachAction('protest'), [white(1)]),
  card('A', 'expelled-students', 'Students Expelled', onFailure, [failure]),
  card('A', 'state-police-arrive', 'The State Police Arrive', now, [blue(2)]),
  // V Project Challenges (blue dot)
  card('V', 'poll-tax', 'Poll Tax', now, [red(2)]),
  card('V', 'night-riders', 'Night Riders', now, [white(2)]),
  card('V', 'registrar-closes-the-office', 'The Registrar Closes the Office', now, [blue(1)]),
  card('V', 'evictions', 'Sharecroppers Evicted', now, [red(3)]),
  card('V', 'sovereignty-commission', 'Sovereignty Commission', now, [white(1), blue(1)]),
  card('V', 'literacy-test', 'Interpret the Constitution', eachAction('courthouse'), [red(1)]),
  card('V', 'klan-rally', 'Klan Rally', eachAction('classes'), [white(1)]),
  card('V', 'county-sheriff', 'The County Sheriff', onFailure, [failure]),
  // M Project Challenges (silver dot): Marches only (9.13); cancelled, their cubes go (9.15.1)
  card('M', 'parade-permit-denied', 'Parade Permit Denied', now, [blue(1)]),
  card('M', 'state-troopers', 'State Troopers on the Bridge', now, [blue(2)]),
  card('M', 'posse', "The Sheriff's Posse", now, [white(2)]),
  card('M', 'fire-hoses', 'Fire Hoses and Police Dogs', now, [white(1), blue(1)]),
  card('M', 'counter-demonstrators', 'Counter-Demonstrators', now, [white(3)]),
  card('M', 'tear-gas', 'Tear Gas', eachAction('protest'), [red(1)]),
  // ANY Challenges (black dot): always on the player's own Project (9.13.2)
  card('ANY', 'red-baiting', 'Red-Baiting', now, [red(1)]),
  card('ANY', 'injunction-against-protest', 'State Court Injunction', now, [blue(1)]),
  card('ANY', 'informant', 'An Informant in the Office', now, [white(1)]),
  card('ANY', 'bombing', 'A Bombing', now, [red(2), white(1)]),
  card('ANY', 'fbi-surveillance', 'FBI Surveillance', eachAction(), [red(1)]),
  card('ANY', 'movement-infighting', 'Movement Infighting', onFailure, [failure]),
  // ALL Challenges (no dot): by the board, implemented last (9.14)
  card('ALL', 'massive-resistance', 'Massive Resistance', now, [white(1)]),
  card('ALL', 'southern-manifesto', 'The Southern Manifesto', now, [blue(1)]),
  card('ALL', 'white-backlash', 'White Backlash', { on: 'now' }, [{ kind: 'moveX', die: 'white', direction: 'up' }]),
  card('ALL', 'police-brutality', 'Police Brutality', now, [{ kind: 'moveX', die: 'blue', direction: 'up' }]),
  card('ALL', 'movement-fatigue', 'Movement Fatigue', now, [{ kind: 'moveX', die: 'red', direction: 'down' }]),
  card('ALL', 'filibuster', 'The Filibuster', eachAction('protest', 'school-year', 'classes'), [white(1)]),
];

/** The reference Challenge deck, validated. */
export const referenceChallenges: ChallengeCard[] = challengeDeckSchema.parse(cards);
