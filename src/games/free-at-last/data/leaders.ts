import type * as z from 'zod/mini';
import type { activationSchema, effectSchema, leaderSchema } from './schema.js';

type LeaderInput = z.input<typeof leaderSchema>;
type ActivationInput = z.input<typeof activationSchema>;
type EffectInput = z.input<typeof effectSchema>;
type Org = LeaderInput['organization'];

const counterSource = (rule: string) => ({
  reconstructed: `the counters are not reproduced in the rulebook; ability as ${rule} describes, person and condition chosen from history`,
});

const leader = (
  organization: Org,
  role: LeaderInput['role'],
  rule: string,
): ((id: string, name: string, activation: ActivationInput, ...effects: EffectInput[]) => LeaderInput) =>
  (id, name, activation, ...effects) => ({ id, name, organization, role, activation, effects, source: counterSource(rule) });

const type = (projectType: 'S' | 'A' | 'V'): ActivationInput => ({ by: 'project-type', projectType });
const kind = (k: 'march' | 'freedom-ride'): ActivationInput => ({ by: 'project-kind', kind: k });
const inState = (state: string): ActivationInput => ({ by: 'state', state });
const color = (c: 'red' | 'white' | 'blue'): ActivationInput => ({ by: 'color', color: c });
const rank = (r: 1 | 2 | 3 | 4): ActivationInput => ({ by: 'rank', rank: r });

const addRed = (count: number): EffectInput => ({ kind: 'addRed', count });
const rollTwice: EffectInput = { kind: 'rollTwice' };
const plusTwo: EffectInput = { kind: 'dieModifier', amount: 2 };
const rerollAny: EffectInput = { kind: 'rerollAny' };

// 7.2 Some SNCC field secretaries add red cubes, others roll twice.
const snccField = leader('SNCC', 'protest', '7.2');
// 15.18 SNCC, SCLC and NAACP Staffers: +2 to the red die.
const snccStaff = leader('SNCC', 'staff', '6.2 and 15.18');
// 7.2 All CORE field secretaries add red cubes.
const coreField = leader('CORE', 'protest', '7.2');
const coreRider = leader('CORE', 'freedom-rider', '7.4');
// 15.18 CORE Staffers re-roll any die or roll twice.
const coreStaff = leader('CORE', 'staff', '6.2 and 15.18');
// 7.2 All SCLC Reverends roll twice when their condition is met.
const sclcReverend = leader('SCLC', 'protest', '7.2');
const sclcStaff = leader('SCLC', 'staff', '6.2 and 15.18');
const naacpField = leader('NAACP', 'protest', '7.2');
// 7.2 State Conference Chairmen collect a blue cube in their state.
const naacpChairman = leader('NAACP', 'chairman', '7.2');
const naacpStaff = leader('NAACP', 'staff', '6.2 and 15.18');

/** Protest Leaders (7.x) and Staff Leaders (6.x) of the four organizations. */
export const leaders: LeaderInput[] = [
  snccField('john-lewis', 'John Lewis', kind('march'), rollTwice),
  snccField('diane-nash', 'Diane Nash', type('A'), rollTwice),
  snccField('sam-block', 'Sam Block', type('V'), rollTwice),
  snccField('charles-sherrod', 'Charles Sherrod', inState('GA'), addRed(2)),
  snccField('bernard-lafayette', 'Bernard Lafayette', inState('AL'), addRed(2)),
  snccField('lawrence-guyot', 'Lawrence Guyot', inState('MS'), addRed(2)),
  snccField('bill-hansen', 'Bill Hansen', inState('AR'), addRed(2)),
  snccField('stokely-carmichael', 'Stokely Carmichael', type('V'), addRed(2)),
  snccStaff('james-forman', 'James Forman', color('red'), plusTwo),
  snccStaff('julian-bond', 'Julian Bond', color('white'), plusTwo),
  snccStaff('ruby-doris-smith-robinson', 'Ruby Doris Smith Robinson', color('blue'), plusTwo),
  snccStaff('ivanhoe-donaldson', 'Ivanhoe Donaldson', color('red'), plusTwo),
  snccStaff('courtland-cox', 'Courtland Cox', color('blue'), plusTwo),
  snccStaff('marion-barry', 'Marion Barry', rank(4), plusTwo),

  {
    ...coreField('james-farmer', 'James Farmer', kind('freedom-ride'), addRed(2)),
    source: { reconstructed: '7.4 names James Farmer as CORE\'s leader of the Freedom Ride; his add-red ability follows 7.2' },
  },
  { ...coreRider('hank-thomas', 'Hank Thomas', kind('freedom-ride'), { kind: 'freedomRider' }), source: { rule: '7.4' } },
  { ...coreRider('genevieve-hughes', 'Genevieve Hughes', kind('freedom-ride'), { kind: 'freedomRider' }), source: { rule: '7.4' } },
  coreField('tom-gaither', 'Tom Gaither', inState('SC'), addRed(2)),
  coreField('dave-dennis', 'Dave Dennis', inState('MS'), addRed(2)),
  coreField('ronnie-moore', 'Ronnie Moore', inState('LA'), addRed(2)),
  coreField('patricia-stephens-due', 'Patricia Stephens Due', inState('FL'), addRed(2)),
  coreField('mary-hamilton', 'Mary Hamilton', type('A'), addRed(2)),
  coreStaff('marvin-rich', 'Marvin Rich', color('white'), rerollAny),
  coreStaff('gordon-carey', 'Gordon Carey', color('red'), rollTwice),
  coreStaff('james-mccain', 'James T. McCain', color('blue'), rollTwice),
  coreStaff('norman-hill', 'Norman Hill', rank(3), rerollAny),
  coreStaff('val-coleman', 'Val Coleman', color('white'), rollTwice),
  coreStaff('alan-gartner', 'Alan Gartner', color('blue'), rerollAny),

  {
    ...sclcReverend('martin-luther-king-jr', 'Rev. Martin Luther King Jr.', kind('march'), rollTwice),
    immuneToMinusOne: true,
    source: { reconstructed: '12.1 makes Dr. King immune to the –1 rule; his march condition is chosen from history' },
  },
  sclcReverend('ralph-abernathy', 'Rev. Ralph Abernathy', color('red'), rollTwice),
  sclcReverend('c-t-vivian', 'Rev. C. T. Vivian', type('A'), rollTwice),
  sclcReverend('james-bevel', 'Rev. James Bevel', color('white'), rollTwice),
  sclcReverend('andrew-young', 'Rev. Andrew Young', type('V'), rollTwice),
  sclcReverend('hosea-williams', 'Rev. Hosea Williams', inState('GA'), rollTwice),
  sclcReverend('joseph-lowery', 'Rev. Joseph Lowery', inState('AL'), rollTwice),
  { ...sclcStaff('wyatt-tee-walker', 'Rev. Wyatt Tee Walker', color('red'), plusTwo), source: { rule: '6.2' } },
  sclcStaff('dorothy-cotton', 'Dorothy Cotton', color('white'), plusTwo),
  sclcStaff('ella-baker', 'Ella Baker', color('blue'), plusTwo),
  sclcStaff('jack-odell', "Jack O'Dell", color('blue'), plusTwo),
  sclcStaff('bernard-lee', 'Bernard Lee', rank(2), plusTwo),
  sclcStaff('randolph-blackwell', 'Randolph Blackwell', color('white'), plusTwo),

  naacpField('medgar-evers', 'Medgar Evers', inState('MS'), addRed(2)),
  naacpField('vernon-jordan', 'Vernon Jordan', inState('GA'), addRed(2)),
  naacpField('robert-saunders', 'Robert W. Saunders', inState('FL'), addRed(2)),
  naacpField('i-dequincey-newman', 'Rev. I. DeQuincey Newman', inState('SC'), addRed(2)),
  naacpChairman('aaron-henry', 'Aaron Henry', inState('MS'), { kind: 'chairmanCollectBlue' }),
  naacpChairman('daisy-bates', 'Daisy Bates', inState('AR'), { kind: 'chairmanCollectBlue' }),
  naacpChairman('kelly-alexander', 'Kelly Alexander Sr.', inState('NC'), { kind: 'chairmanCollectBlue' }),
  naacpChairman('rutledge-pearson', 'Rutledge Pearson', inState('FL'), { kind: 'chairmanCollectBlue' }),
  naacpStaff('roy-wilkins', 'Roy Wilkins', color('blue'), plusTwo),
  naacpStaff('ruby-hurley', 'Ruby Hurley', color('white'), plusTwo),
  naacpStaff('henry-lee-moon', 'Henry Lee Moon', color('red'), plusTwo),
  naacpStaff('john-morsell', 'John Morsell', color('red'), plusTwo),
  naacpStaff('herbert-hill', 'Herbert Hill', rank(4), plusTwo),
  naacpStaff('june-shagaloff', 'June Shagaloff', rank(3), plusTwo),
];
