import type { Named } from './ids.js';
import type { Effect, StreetTheaterCard } from './schema.js';

/*
 * The Street Theater deck (47 cards, Components). The rulebook names Unbirthday Party for LBJ (setup
 * step 6) and STREET FIGHTING MAN (Appendix 4); the rest is this project's reference set.
 */

const rec = { reconstructed: 'card list not printed in the rulebook; authored for the reference set' };
const ev = (name: string, location: string, effects: Effect[], text: string): Named<StreetTheaterCard> => ({ name, kind: 'event', location, agitators: 1, effects, text, source: rec });
const here = 'requirement' as const;

const events: Named<StreetTheaterCard>[] = [
  { ...ev('Unbirthday Party for LBJ', 'Grant Park', [{ op: 'exposure', amount: 2 }, { op: 'mobe', level: 1, count: 2, at: here }], 'Gain 2 Exposure; place 2 Lv1 MOBEs in Grant Park.'), source: { rule: 'setup step 6 names the card; effect reconstructed' } },
  ev('Festival of Life', 'Lincoln Park', [{ op: 'mobe', level: 1, count: 3, at: here }], 'Place 3 Lv1 MOBEs in Lincoln Park.'),
  ev('Nominate a Pig', 'Grant Park', [{ op: 'exposure', amount: 3 }], 'Gain 3 Exposure.'),
  ev('Yippie Manifesto', 'any', [{ op: 'exposure', amount: 1 }, { op: 'instability', amount: 1 }], 'Gain 1 Exposure; Instability +1.'),
  ev('Spike the Water Supply', 'any', [{ op: 'instability', amount: 2 }], 'Instability +2.'),
  ev('Hog Butcher Headlines', 'Michigan Avenue', [{ op: 'exposure', amount: 2 }, { op: 'minusCapital', at: here }], 'Gain 2 Exposure; −1 Capital in Michigan Avenue.'),
  ev('Whole World Is Watching', 'Hilton Hotel', [{ op: 'exposure', amount: 3 }], 'Gain 3 Exposure.'),
  ev('Free Love-In', 'Grant Park', [{ op: 'mobe', level: 1, count: 2, at: here }, { op: 'instability', amount: 1 }], 'Place 2 Lv1 MOBEs; Instability +1.'),
  ev('Bail Fund', 'any', [{ op: 'release', count: 2 }], 'Release 2 jailed Demonstrators to a Park.'),
  ev('Legal Aid', 'Cook County Jail', [{ op: 'release', count: 3 }], 'Release 3 jailed Demonstrators to a Park.'),
  ev('Barricade the Streets', 'any', [{ op: 'barricade', count: 2 }], 'Place 2 Barricades next to Demonstrators.'),
  ev('Wire Cutters', 'any', [{ op: 'removeBarrier', kind: 'barbedWire', count: 1 }], 'Remove 1 Barbed Wire.'),
  ev('Stink Bombs', 'Hilton Hotel', [{ op: 'minusCapital', at: here }, { op: 'instability', amount: 1 }], '−1 Capital in the Hilton Hotel; Instability +1.'),
  ev('Delegates Walk Out', 'Convention Hall', [{ op: 'delegate', color: 'red', count: 2 }], 'Add 2 McCarthy Delegates to the bag.'),
  ev('Clean for Gene', 'Old Town', [{ op: 'delegate', color: 'red', count: 1 }, { op: 'exposure', amount: 1 }], 'Add a McCarthy Delegate; gain 1 Exposure.'),
  ev('Peace Plank Debate', 'Convention Hall', [{ op: 'exposure', amount: 2 }, { op: 'delegate', color: 'red', count: 1 }], 'Gain 2 Exposure; add a McCarthy Delegate.'),
  ev('Marshals Training', 'Lincoln Park', [{ op: 'mobe', level: 2, count: 1, at: here }], 'Place a Lv2 MOBE in Lincoln Park.'),
  ev('Snake Dance', 'any', [{ op: 'action', card: 'MARCH' }], 'Resolve a MARCH.'),
  ev('Teach-In', 'Washington Park', [{ op: 'mobe', level: 1, count: 2, at: here }, { op: 'exposure', amount: 1 }], 'Place 2 Lv1 MOBEs; gain 1 Exposure.'),
  ev('Poor People’s Mule Train', 'Washington Park', [{ op: 'mobe', level: 1, count: 3, at: here }], 'Place 3 Lv1 MOBEs in Washington Park.'),
  ev('Guerrilla Theater', 'any', [{ op: 'exposure', amount: 2 }], 'Gain 2 Exposure.'),
  ev('Mimeograph Leaflets', 'any', [{ op: 'mobe', level: 1, count: 1, at: 'choice' }, { op: 'exposure', amount: 1 }], 'Place a Lv1 MOBE anywhere; gain 1 Exposure.'),
  ev('Rock Concert', 'Grant Park', [{ op: 'mobe', level: 1, count: 3, at: here }], 'Place 3 Lv1 MOBEs in Grant Park.'),
  ev('Mobilize the Students', 'any', [{ op: 'agitator', at: here }], 'Place an Agitator with this Agitator.'),
  ev('Raise the Flag', 'any', [{ op: 'flag', at: here }], 'Place a Rally Flag here.'),
  ev('Sit-In at the Hilton', 'Hilton Hotel', [{ op: 'mobe', level: 1, count: 2, at: here }], 'Place 2 Lv1 MOBEs in the Hilton Hotel.'),
  ev('Network News Crews', 'Michigan Avenue', [{ op: 'exposure', amount: 3 }], 'Gain 3 Exposure.'),
  ev('Expose the Machine', 'Old Town', [{ op: 'capital', amount: -2 }, { op: 'exposure', amount: 1 }], 'The Municipal Budget loses 2 Capital; gain 1 Exposure.'),
  ev('Taxi Strike', 'Loop Transit', [{ op: 'minusCapital', at: { area: 'Michigan Avenue' } }], '−1 Capital in Michigan Avenue.'),
  ev('Transit Walkout', 'South Transit', [{ op: 'minusCapital', at: { area: 'Convention Hall' } }, { op: 'exposure', amount: 1 }], '−1 Capital in the Convention Hall; gain 1 Exposure.'),
  ev('El Train Leafleting', 'North Transit', [{ op: 'mobe', level: 1, count: 2, at: here }], 'Place 2 Lv1 MOBEs in North Transit.'),
  ev('Lakefront Vigil', 'Lakefront Transit', [{ op: 'exposure', amount: 1 }, { op: 'instability', amount: -1 }], 'Gain 1 Exposure; Instability −1.'),
  ev('Medics Committee', 'any', [{ op: 'release', count: 1 }, { op: 'instability', amount: -1 }], 'Release 1 jailed Demonstrator; Instability −1.'),
  ev('Chant at the Cops', 'any', [{ op: 'instability', amount: 1 }, { op: 'exposure', amount: 1 }], 'Instability +1; gain 1 Exposure.'),
  ev('Smuggle in Supplies', 'Grant Park', [{ op: 'barricade', count: 1 }, { op: 'mobe', level: 1, count: 1, at: here }], 'Place a Barricade and a Lv1 MOBE.'),
  ev('Rumor Mill', 'any', [{ op: 'capital', amount: -1 }, { op: 'instability', amount: 1 }], 'The Municipal Budget loses 1 Capital; Instability +1.'),
];

const opp = (name: string, location: string, card: string, hands: StreetTheaterCard['grants'] extends infer G ? G extends { hands: infer H } ? H : never : never, text: string): Named<StreetTheaterCard> => ({
  name, kind: 'opportunity', location, agitators: 2, effects: [], grants: { card, hands }, text, source: rec,
});

const opportunities: Named<StreetTheaterCard>[] = [
  { ...opp('STREET FIGHTING MAN', 'Michigan Avenue', 'STREET FIGHTING MAN', ['mobe'], 'Opportunity: two Agitators in Michigan Avenue; add STREET FIGHTING MAN to the MOBE hand.'), source: { rule: 'Appendix 4' } },
  opp('Yip-In', 'Grant Park', 'LEAD', ['yippies', 'mobe'], 'Opportunity: add a LEAD to the Yippie or MOBE hand.'),
  opp('Peace March', 'Washington Park', 'MARCH', ['mobe'], 'Opportunity: add a MARCH to the MOBE hand.'),
  opp('Soapbox', 'Lincoln Park', 'SPEECHIFY', ['yippies', 'mobe'], 'Opportunity: add a SPEECHIFY to the Yippie or MOBE hand.'),
];

const cr = (name: string): Named<StreetTheaterCard> => ({
  name, kind: 'counterrevolutionary', location: 'any', agitators: 0, effects: [],
  text: 'Counterrevolutionary: must be placed in the splay; discard by removing a free Agitator (2.7.4).', source: { reconstructed: '2.7.4 gives no effect beyond occupying a splay space' },
});

const counters: Named<StreetTheaterCard>[] = ['Infighting', 'Bad Press', 'Burnout', 'Ego Trip', 'Factionalism', 'Paranoia', 'Sectarian Split'].map((n) => cr(`Counterrevolutionary: ${n}`));

/** The 47 Street Theater cards (Components). */
export const streetTheater: Named<StreetTheaterCard>[] = [...events, ...opportunities, ...counters];
