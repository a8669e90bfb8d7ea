import type * as z from 'zod/mini';
import { idAndName, type NameAndId } from '../../../core/id-of.js';
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
): ((leader: NameAndId, activation: ActivationInput, ...effects: EffectInput[]) => LeaderInput) =>
  (leader, activation, ...effects) => ({ ...idAndName(leader), organization, role, activation, effects, source: counterSource(rule) });

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
  snccField('John Lewis', kind('march'), rollTwice),
  snccField('Diane Nash', type('A'), rollTwice),
  snccField('Sam Block', type('V'), rollTwice),
  snccField('Charles Sherrod', inState('GA'), addRed(2)),
  snccField('Bernard Lafayette', inState('AL'), addRed(2)),
  snccField('Lawrence Guyot', inState('MS'), addRed(2)),
  snccField('Bill Hansen', inState('AR'), addRed(2)),
  snccField('Stokely Carmichael', type('V'), addRed(2)),
  snccStaff('James Forman', color('red'), plusTwo),
  snccStaff('Julian Bond', color('white'), plusTwo),
  snccStaff('Ruby Doris Smith Robinson', color('blue'), plusTwo),
  snccStaff('Ivanhoe Donaldson', color('red'), plusTwo),
  snccStaff('Courtland Cox', color('blue'), plusTwo),
  snccStaff('Marion Barry', rank(4), plusTwo),

  {
    ...coreField('James Farmer', kind('freedom-ride'), addRed(2)),
    source: { reconstructed: '7.4 names James Farmer as CORE\'s leader of the Freedom Ride; his add-red ability follows 7.2' },
  },
  { ...coreRider('Hank Thomas', kind('freedom-ride'), { kind: 'freedomRider' }), source: { rule: '7.4' } },
  { ...coreRider('Genevieve Hughes', kind('freedom-ride'), { kind: 'freedomRider' }), source: { rule: '7.4' } },
  coreField('Tom Gaither', inState('SC'), addRed(2)),
  coreField('Dave Dennis', inState('MS'), addRed(2)),
  coreField('Ronnie Moore', inState('LA'), addRed(2)),
  coreField('Patricia Stephens Due', inState('FL'), addRed(2)),
  coreField('Mary Hamilton', type('A'), addRed(2)),
  coreStaff('Marvin Rich', color('white'), rerollAny),
  coreStaff('Gordon Carey', color('red'), rollTwice),
  coreStaff({ id: 'james-mccain', name: 'James T. McCain' }, color('blue'), rollTwice),
  coreStaff('Norman Hill', rank(3), rerollAny),
  coreStaff('Val Coleman', color('white'), rollTwice),
  coreStaff('Alan Gartner', color('blue'), rerollAny),

  {
    ...sclcReverend({ id: 'martin-luther-king-jr', name: 'Rev. Martin Luther King Jr.' }, kind('march'), rollTwice),
    immuneToMinusOne: true,
    source: { reconstructed: '12.1 makes Dr. King immune to the –1 rule; his march condition is chosen from history' },
  },
  sclcReverend({ id: 'ralph-abernathy', name: 'Rev. Ralph Abernathy' }, color('red'), rollTwice),
  sclcReverend({ id: 'c-t-vivian', name: 'Rev. C. T. Vivian' }, type('A'), rollTwice),
  sclcReverend({ id: 'james-bevel', name: 'Rev. James Bevel' }, color('white'), rollTwice),
  sclcReverend({ id: 'andrew-young', name: 'Rev. Andrew Young' }, type('V'), rollTwice),
  sclcReverend({ id: 'hosea-williams', name: 'Rev. Hosea Williams' }, inState('GA'), rollTwice),
  sclcReverend({ id: 'joseph-lowery', name: 'Rev. Joseph Lowery' }, inState('AL'), rollTwice),
  { ...sclcStaff({ id: 'wyatt-tee-walker', name: 'Rev. Wyatt Tee Walker' }, color('red'), plusTwo), source: { rule: '6.2' } },
  sclcStaff('Dorothy Cotton', color('white'), plusTwo),
  sclcStaff('Ella Baker', color('blue'), plusTwo),
  sclcStaff("Jack O'Dell", color('blue'), plusTwo),
  sclcStaff('Bernard Lee', rank(2), plusTwo),
  sclcStaff('Randolph Blackwell', color('white'), plusTwo),

  naacpField('Medgar Evers', inState('MS'), addRed(2)),
  naacpField('Vernon Jordan', inState('GA'), addRed(2)),
  naacpField({ id: 'robert-saunders', name: 'Robert W. Saunders' }, inState('FL'), addRed(2)),
  naacpField({ id: 'i-dequincey-newman', name: 'Rev. I. DeQuincey Newman' }, inState('SC'), addRed(2)),
  naacpChairman('Aaron Henry', inState('MS'), { kind: 'chairmanCollectBlue' }),
  naacpChairman('Daisy Bates', inState('AR'), { kind: 'chairmanCollectBlue' }),
  naacpChairman({ id: 'kelly-alexander', name: 'Kelly Alexander Sr.' }, inState('NC'), { kind: 'chairmanCollectBlue' }),
  naacpChairman('Rutledge Pearson', inState('FL'), { kind: 'chairmanCollectBlue' }),
  naacpStaff('Roy Wilkins', color('blue'), plusTwo),
  naacpStaff('Ruby Hurley', color('white'), plusTwo),
  naacpStaff('Henry Lee Moon', color('red'), plusTwo),
  naacpStaff('John Morsell', color('red'), plusTwo),
  naacpStaff('Herbert Hill', rank(4), plusTwo),
  naacpStaff('June Shagaloff', rank(3), plusTwo),
];
