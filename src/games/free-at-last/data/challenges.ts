import { idAndName, type NameAndId } from '../../../core/id-of.js';
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

const card = (category: Category, challenge: NameAndId, trigger: Trigger, effects: ChallengeEffect[]): ChallengeCardInput => ({
  ...idAndName(challenge),
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
  card('S', 'Pupil Placement Board', now, [blue(1)]),
  card('S', { id: 'white-mothers-picket', name: 'White Mothers Picket the School' }, now, [white(2)]),
  card('S', 'School Closing Law', now, [blue(1), white(1)]),
  card('S', { id: 'parents-lose-jobs', name: 'Parents Lose Their Jobs' }, now, [red(2)]),
  card('S', { id: 'tuition-grants', name: 'Tuition Grants for Private Academies' }, now, [white(1)]),
  card('S', 'Bullies in the Halls', eachAction('school-year'), [red(1)]),
  card('S', 'Stand in the Schoolhouse Door', onFailure, [failure]),
  card('S', 'Interposition', now, [blue(2)]),
  // A Project Challenges (white dot): not Marches (9.13)
  card('A', "Citizens' Council Boycott", now, [white(2)]),
  card('A', 'Trespass Arrests', now, [blue(1)]),
  card('A', 'Ketchup and Mustard', now, [red(2)]),
  card('A', { id: 'store-closes-counter', name: 'The Store Closes the Lunch Counter' }, now, [white(1), blue(1)]),
  card('A', 'High Bail', eachAction('protest'), [red(1)]),
  card('A', { id: 'hooligans-return', name: 'The Hooligans Return' }, eachAction('protest'), [white(1)]),
  card('A', { id: 'expelled-students', name: 'Students Expelled' }, onFailure, [failure]),
  card('A', { id: 'state-police-arrive', name: 'The State Police Arrive' }, now, [blue(2)]),
  // V Project Challenges (blue dot)
  card('V', 'Poll Tax', now, [red(2)]),
  card('V', 'Night Riders', now, [white(2)]),
  card('V', { id: 'registrar-closes-the-office', name: 'The Registrar Closes the Office' }, now, [blue(1)]),
  card('V', { id: 'evictions', name: 'Sharecroppers Evicted' }, now, [red(3)]),
  card('V', 'Sovereignty Commission', now, [white(1), blue(1)]),
  card('V', { id: 'literacy-test', name: 'Interpret the Constitution' }, eachAction('courthouse'), [red(1)]),
  card('V', 'Klan Rally', eachAction('classes'), [white(1)]),
  card('V', { id: 'county-sheriff', name: 'The County Sheriff' }, onFailure, [failure]),
  // M Project Challenges (silver dot): Marches only (9.13); cancelled, their cubes go (9.15.1)
  card('M', 'Parade Permit Denied', now, [blue(1)]),
  card('M', { id: 'state-troopers', name: 'State Troopers on the Bridge' }, now, [blue(2)]),
  card('M', { id: 'posse', name: "The Sheriff's Posse" }, now, [white(2)]),
  card('M', { id: 'fire-hoses', name: 'Fire Hoses and Police Dogs' }, now, [white(1), blue(1)]),
  card('M', 'Counter-Demonstrators', now, [white(3)]),
  card('M', 'Tear Gas', eachAction('protest'), [red(1)]),
  // ANY Challenges (black dot): always on the player's own Project (9.13.2)
  card('ANY', 'Red-Baiting', now, [red(1)]),
  card('ANY', { id: 'injunction-against-protest', name: 'State Court Injunction' }, now, [blue(1)]),
  card('ANY', { id: 'informant', name: 'An Informant in the Office' }, now, [white(1)]),
  card('ANY', { id: 'bombing', name: 'A Bombing' }, now, [red(2), white(1)]),
  card('ANY', 'FBI Surveillance', eachAction(), [red(1)]),
  card('ANY', 'Movement Infighting', onFailure, [failure]),
  // ALL Challenges (no dot): by the board, implemented last (9.14)
  card('ALL', 'Massive Resistance', now, [white(1)]),
  card('ALL', { id: 'southern-manifesto', name: 'The Southern Manifesto' }, now, [blue(1)]),
  card('ALL', 'White Backlash', { on: 'now' }, [{ kind: 'moveX', die: 'white', direction: 'up' }]),
  card('ALL', 'Police Brutality', now, [{ kind: 'moveX', die: 'blue', direction: 'up' }]),
  card('ALL', 'Movement Fatigue', now, [{ kind: 'moveX', die: 'red', direction: 'down' }]),
  card('ALL', { id: 'filibuster', name: 'The Filibuster' }, eachAction('protest', 'school-year', 'classes'), [white(1)]),
];

/** The reference Challenge deck, validated. */
export const referenceChallenges: ChallengeCard[] = challengeDeckSchema.parse(cards);
