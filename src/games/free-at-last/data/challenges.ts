import { challengeDeckSchema, dotOfCategory, type ChallengeCard, type ChallengeCardInput, type ChallengeEffect } from './challenge-schema.js';

/*
 * The reference Challenge deck (2.7, 9.12–9.16): 42 cards — 8 S, 8 A, 8 V, 6 M, 6 ANY and 6 ALL.
 * The rulebook describes the categories, dots and kinds of effect (9.12–9.15, 3.6.3, 4.2 B) but
 * prints no card, so every title, text and effect here is reconstructed from those descriptions.
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

const card = (category: Category, id: string, name: string, trigger: Trigger, effects: ChallengeEffect[], text: string): ChallengeCardInput => ({
  id,
  name,
  category,
  dot: dotOfCategory[category],
  trigger,
  effects,
  text,
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
  card('S', 'pupil-placement-board', 'Pupil Placement Board', now, [blue(1)], 'The state board screens every Black applicant. Add 1 blue cube.'),
  card('S', 'white-mothers-picket', 'White Mothers Picket the School', now, [white(2)], 'A crowd of white mothers gathers at the schoolhouse door. Add 2 white cubes.'),
  card('S', 'school-closing-law', 'School Closing Law', now, [blue(1), white(1)], 'The legislature threatens to close any integrated school. Add 1 blue and 1 white cube.'),
  card('S', 'parents-lose-jobs', 'Parents Lose Their Jobs', now, [red(2)], 'Employers fire the parents of the applicants. Remove 2 red cubes.'),
  card('S', 'tuition-grants', 'Tuition Grants for Private Academies', now, [white(1)], 'White families leave for segregation academies. Add 1 white cube.'),
  card('S', 'bullies-in-the-halls', 'Bullies in the Halls', eachAction('school-year'), [red(1)], 'All year long: each time you advance through the school year, remove 1 red cube first.'),
  card('S', 'stand-in-the-schoolhouse-door', 'Stand in the Schoolhouse Door', onFailure, [failure], 'The governor blocks the door. If this Project fails, you also fail this Challenge: receive a Failure Marker.'),
  card('S', 'interposition', 'Interposition', now, [blue(2)], 'The state claims to interpose itself against the federal courts. Add 2 blue cubes.'),
  // A Project Challenges (white dot): not Marches (9.13)
  card('A', 'citizens-council-boycott', "Citizens' Council Boycott", now, [white(2)], 'The White Citizens\' Council organizes the town. Add 2 white cubes.'),
  card('A', 'trespass-arrests', 'Trespass Arrests', now, [blue(1)], 'The police arrest the protesters for trespass. Add 1 blue cube.'),
  card('A', 'ketchup-and-mustard', 'Ketchup and Mustard', now, [red(2)], 'Hecklers pour condiments over the sit-in. Remove 2 red cubes.'),
  card('A', 'store-closes-counter', 'The Store Closes the Lunch Counter', now, [white(1), blue(1)], 'The manager closes the counter rather than serve. Add 1 white and 1 blue cube.'),
  card('A', 'high-bail', 'High Bail', eachAction('protest'), [red(1)], 'Each time you protest, 1 red cube stays in jail: remove 1 red cube first.'),
  card('A', 'hooligans-return', 'The Hooligans Return', eachAction('protest'), [white(1)], 'Each time you protest, add 1 white cube first.'),
  card('A', 'expelled-students', 'Students Expelled', onFailure, [failure], 'The college expels the protest leaders. If this Project fails, receive a Failure Marker as well.'),
  card('A', 'state-police-arrive', 'The State Police Arrive', now, [blue(2)], 'The governor sends the highway patrol. Add 2 blue cubes.'),
  // V Project Challenges (blue dot)
  card('V', 'poll-tax', 'Poll Tax', now, [red(2)], 'Two years of back poll taxes are due. Remove 2 red cubes.'),
  card('V', 'night-riders', 'Night Riders', now, [white(2)], 'Shots are fired into the houses of registered voters. Add 2 white cubes.'),
  card('V', 'registrar-closes-the-office', 'The Registrar Closes the Office', now, [blue(1)], 'The registrar\'s office opens one day a month. Add 1 blue cube.'),
  card('V', 'evictions', 'Sharecroppers Evicted', now, [red(3)], 'Planters evict the families who tried to register. Remove 3 red cubes.'),
  card('V', 'sovereignty-commission', 'Sovereignty Commission', now, [white(1), blue(1)], 'The state spies on the voter school. Add 1 white and 1 blue cube.'),
  card('V', 'literacy-test', 'Interpret the Constitution', eachAction('courthouse'), [red(1)], 'Each time you advance at the courthouse, remove 1 red cube first.'),
  card('V', 'klan-rally', 'Klan Rally', eachAction('classes'), [white(1)], 'Each time you advance at the classes stage, add 1 white cube first.'),
  card('V', 'county-sheriff', 'The County Sheriff', onFailure, [failure], 'The sheriff meets the voters on the courthouse steps. If this Project fails, receive a Failure Marker as well.'),
  // M Project Challenges (silver dot): Marches only (9.13); cancelled, their cubes go (9.15.1)
  card('M', 'parade-permit-denied', 'Parade Permit Denied', now, [blue(1)], 'The city refuses a parade permit. Add 1 blue cube.'),
  card('M', 'state-troopers', 'State Troopers on the Bridge', now, [blue(2)], 'Troopers wait at the far end of the bridge. Add 2 blue cubes.'),
  card('M', 'posse', "The Sheriff's Posse", now, [white(2)], 'The sheriff deputizes a mounted posse. Add 2 white cubes.'),
  card('M', 'fire-hoses', 'Fire Hoses and Police Dogs', now, [white(1), blue(1)], 'The commissioner of public safety turns out the fire department. Add 1 white and 1 blue cube.'),
  card('M', 'counter-demonstrators', 'Counter-Demonstrators', now, [white(3)], 'Crowds line the route with Confederate flags. Add 3 white cubes.'),
  card('M', 'tear-gas', 'Tear Gas', eachAction('protest'), [red(1)], 'Each time you march, remove 1 red cube first.'),
  // ANY Challenges (black dot): always on the player's own Project (9.13.2)
  card('ANY', 'red-baiting', 'Red-Baiting', now, [red(1)], 'The press calls the movement Communist. Remove 1 red cube.'),
  card('ANY', 'injunction-against-protest', 'State Court Injunction', now, [blue(1)], 'A state judge enjoins all demonstrations. Add 1 blue cube.'),
  card('ANY', 'informant', 'An Informant in the Office', now, [white(1)], 'The plans leak to the segregationists. Add 1 white cube.'),
  card('ANY', 'bombing', 'A Bombing', now, [red(2), white(1)], 'A church is bombed. Remove 2 red cubes and add 1 white cube.'),
  card('ANY', 'fbi-surveillance', 'FBI Surveillance', eachAction(), [red(1)], 'Each time you take an action on your Project, remove 1 red cube first.'),
  card('ANY', 'movement-infighting', 'Movement Infighting', onFailure, [failure], 'The organizations quarrel over credit. If your Project fails, receive a Failure Marker as well.'),
  // ALL Challenges (no dot): by the board, implemented last (9.14)
  card('ALL', 'massive-resistance', 'Massive Resistance', now, [white(1)], 'The South closes ranks. Add 1 white cube to every Project.'),
  card('ALL', 'southern-manifesto', 'The Southern Manifesto', now, [blue(1)], 'Southern congressmen pledge to resist integration. Add 1 blue cube to every Project.'),
  card('ALL', 'white-backlash', 'White Backlash', { on: 'now' }, [{ kind: 'moveX', die: 'white', direction: 'up' }], 'The backlash grows. Move white X one space right.'),
  card('ALL', 'police-brutality', 'Police Brutality', now, [{ kind: 'moveX', die: 'blue', direction: 'up' }], 'Local police act with impunity. Move blue X one space right.'),
  card('ALL', 'movement-fatigue', 'Movement Fatigue', now, [{ kind: 'moveX', die: 'red', direction: 'down' }], 'Years of jail and beatings wear the volunteers down. Move red X one space left.'),
  card('ALL', 'filibuster', 'The Filibuster', eachAction('protest', 'school-year', 'classes'), [white(1)], 'While in effect, each time a player takes an action against white cubes on his Project, add 1 white cube to it first.'),
];

/** The reference Challenge deck, validated. */
export const referenceChallenges: ChallengeCard[] = challengeDeckSchema.parse(cards);
