import {
  addBlue, addRed, addWhite, ally, byCard, byColor, byRank, bySet, collectBlue, collectWhite, project,
  registrar, removeRed, rollTwice, seg, xDown, xUp,
} from './project-builders.js';

/** Projects 21–36: Turn 2 of the historical scenario (23.4), 1962–1963. */
export const projects1962to63 = [
  project({
    number: 21, title: 'The Albany Movement', type: 'A', kind: 'march', state: 'GA',
    white: 6, blue: 4,
    figures: [
      ally('Dr. William G. Anderson', byColor('white'), addRed(2)),
      seg('Police Chief Laurie Pritchett', byColor('red'), xDown('red')),
    ],
  }),
  project({
    number: 22, title: 'Prince Edward County School Closing', type: 'S', kind: 'school', state: 'VA',
    white: 5, blue: 4,
    figures: [
      ally('Rev. L. Francis Griffin', byColor('red'), rollTwice),
      seg('Senator Harry F. Byrd', byColor('blue'), xUp('blue')),
    ],
  }),
  project({
    number: 23, title: '"Terrible Terrell" Voter Project', type: 'V', kind: 'voter-registration', state: 'GA',
    white: 6, blue: 3,
    figures: [
      ally('Carolyn Daniels', byColor('blue'), addRed(2)),
      seg('Sheriff Z. T. Mathews', byColor('white'), removeRed(2)),
    ],
  }),
  project({
    number: 24, title: 'Greenwood Voter Registration', type: 'V', kind: 'voter-registration', state: 'MS',
    white: 7, blue: 3,
    figures: [
      ally('Laura McGhee', byColor('red'), addRed(2)),
      seg('Byron De La Beckwith', byCard(4, 'white'), removeRed(2)),
      registrar('Circuit Clerk Martha Lamb', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 25, title: 'James Meredith at Ole Miss', type: 'S', kind: 'school', state: 'MS',
    white: 9, blue: 4, scalesOfJustice: true,
    figures: [
      ally('James Meredith', byColor('blue'), rollTwice),
      ally('U.S. Marshals', bySet(4), collectWhite(3)),
      seg('General Edwin Walker', byColor('white'), addWhite(2)),
    ],
  }),
  project({
    number: 26, title: 'Durham Restaurant Sit-Ins', type: 'A', kind: 'protest', state: 'NC',
    white: 5, blue: 2,
    figures: [
      ally('Floyd McKissick', byColor('red'), addRed(2)),
      seg('Durham Merchants Association', byCard(2, 'white'), addWhite(1)),
    ],
  }),
  project({
    number: 27, title: 'Harvey Gantt at Clemson', type: 'S', kind: 'school', state: 'SC',
    white: 4, blue: 3,
    figures: [
      ally('Harvey Gantt', byColor('red'), rollTwice),
      ally('Governor Ernest Hollings', byCard(4, 'white'), collectWhite(2)),
      seg('Clemson Board of Trustees', byColor('blue'), addBlue(1)),
    ],
  }),
  project({
    number: 28, title: 'Dallas County Voter Registration', type: 'V', kind: 'voter-registration', state: 'AL',
    white: 6, blue: 4,
    figures: [
      ally('Amelia Boynton', byColor('red'), addRed(2)),
      seg('Sheriff Jim Clark', byColor('white'), removeRed(2)),
      registrar('Dallas County Board of Registrars', byColor('blue'), xUp('blue')),
    ],
  }),
  project({
    number: 29, title: 'Pine Bluff Movement', type: 'A', kind: 'protest', state: 'AR',
    white: 5, blue: 2,
    figures: [
      ally('AM&N College Students', bySet(3), addRed(3)),
      seg('Pine Bluff Police', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 30, title: 'The Birmingham Campaign', type: 'A', kind: 'march', state: 'AL',
    white: 8, blue: 4, scalesOfJustice: true,
    figures: [
      ally("The Children's Crusade", bySet(4), addRed(4)),
      ally('Rev. Fred Shuttlesworth', byColor('red'), collectWhite(2)),
      seg('Commissioner Eugene "Bull" Connor', byColor('blue'), xUp('blue')),
    ],
  }),
  project({
    number: 31, title: 'Jackson Woolworth Sit-In', type: 'A', kind: 'protest', state: 'MS',
    white: 8, blue: 3,
    figures: [
      ally('Anne Moody', byColor('red'), rollTwice),
      ally('John Salter', byCard(3, 'white'), collectWhite(2)),
      seg('Mayor Allen Thompson', byColor('blue'), removeRed(2)),
    ],
  }),
  project({
    number: 32, title: 'Stand in the Schoolhouse Door', type: 'S', kind: 'school', state: 'AL',
    white: 6, blue: 4, scalesOfJustice: true,
    figures: [
      ally('Vivian Malone and James Hood', byColor('red'), rollTwice),
      ally('Deputy Attorney General Nicholas Katzenbach', byCard(4, 'blue'), collectBlue(1)),
      seg('Governor George Wallace', byColor('blue'), xUp('blue')),
    ],
  }),
  project({
    number: 33, title: 'The Danville Movement', type: 'A', kind: 'march', state: 'VA',
    white: 6, blue: 3,
    figures: [
      ally('Rev. Lawrence Campbell', byColor('white'), addRed(2)),
      seg('Judge A. M. Aiken', byColor('blue'), removeRed(2)),
    ],
  }),
  project({
    number: 34, title: 'Plaquemine March', type: 'A', kind: 'march', state: 'LA',
    white: 6, blue: 4,
    figures: [
      ally('Rev. Jetson Davis', byColor('red'), addRed(2)),
      seg('Louisiana State Troopers', byColor('white'), removeRed(2)),
    ],
  }),
  project({
    number: 35, title: 'Gadsden County Voter Registration', type: 'V', kind: 'voter-registration', state: 'FL',
    white: 5, blue: 3,
    figures: [
      ally('Gadsden County Voters League', bySet(2), addRed(2)),
      registrar('Supervisor of Registration', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 36, title: 'Desegregation of Tulane', type: 'S', kind: 'school', state: 'LA',
    white: 4, blue: 2,
    figures: [
      ally('Barbara Guillory', byColor('red'), rollTwice),
      seg('Tulane Board of Administrators', byRank(3), addBlue(1)),
    ],
  }),
];
