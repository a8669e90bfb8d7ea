import {
  addBlue, addRed, addWhite, ally, byCard, byColor, byRank, bySet, collectBlue, collectWhite, project,
  registrar, removeRed, rollTwice, seg, xUp,
} from './project-builders.js';

/** Projects 37–55: Turn 3 of the historical scenario (23.4), 1964–1965. */
export const projects1964to65 = [
  project({
    number: 37, title: 'Hattiesburg Freedom Day', type: 'V', kind: 'voter-registration', state: 'MS',
    white: 6, blue: 3, scalesOfJustice: true,
    figures: [
      ally('Vernon Dahmer', byColor('blue'), addRed(2)),
      registrar('Circuit Clerk Theron Lynd', byColor('white'), xUp('blue')),
    ],
  }),
  project({
    number: 38, title: 'Chapel Hill Freedom Movement', type: 'A', kind: 'protest', state: 'NC',
    white: 6, blue: 2,
    figures: [
      ally('Quinton Baker', byColor('white'), addRed(2)),
      seg('Chapel Hill Merchants', byCard(3, 'blue'), addWhite(1)),
    ],
  }),
  project({
    number: 39, title: 'Nashville Restaurant Protests', type: 'A', kind: 'protest', state: 'TN',
    white: 6, blue: 3,
    figures: [
      ally('Rev. Kelly Miller Smith', byColor('red'), rollTwice),
      seg('Nashville Police', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 40, title: 'St. Augustine Wade-Ins', type: 'A', kind: 'protest', state: 'FL',
    white: 9, blue: 3,
    figures: [
      ally('Dr. Robert Hayling', byColor('red'), addRed(2)),
      seg('Sheriff L. O. Davis', byColor('blue'), removeRed(2)),
      seg('James Brock', byCard(4, 'white'), addWhite(2)),
    ],
  }),
  project({
    number: 41, title: 'Mississippi Freedom Summer', type: 'V', kind: 'summer', state: 'MS',
    white: 8, blue: 4,
    figures: [
      ally('Fannie Lou Hamer', byColor('red'), rollTwice),
      seg('Sheriff Lawrence Rainey', byColor('white'), removeRed(2)),
      registrar('Sunflower County Registrar', byColor('blue'), xUp('blue')),
    ],
  }),
  project({
    number: 42, title: 'Louisiana Summer Project', type: 'V', kind: 'summer', state: 'LA',
    white: 6, blue: 3,
    figures: [
      ally('Corrie Collins', byColor('blue'), addRed(2)),
      registrar('East Feliciana Parish Registrar', byColor('white'), removeRed(1)),
    ],
  }),
  project({
    number: 43, title: 'Arkansas Voter Project', type: 'V', kind: 'voter-registration', state: 'AR',
    white: 5, blue: 3,
    figures: [
      ally('Rev. Ben Grinage', byColor('blue'), addRed(2)),
      seg('Phillips County Deputies', byCard(2, 'white'), removeRed(1)),
    ],
  }),
  project({
    number: 44, title: 'Leake County School Desegregation', type: 'S', kind: 'school', state: 'MS',
    white: 7, blue: 3,
    figures: [
      ally('Winson Hudson', byColor('red'), addRed(2)),
      seg("White Citizens' Council", byColor('white'), addWhite(2)),
    ],
  }),
  project({
    number: 45, title: 'Duval County School Desegregation', type: 'S', kind: 'school', state: 'FL',
    white: 6, blue: 3,
    figures: [
      ally('Daniel Braxton', byColor('red'), rollTwice),
      seg('Mayor Haydon Burns', byColor('blue'), addBlue(1)),
    ],
  }),
  project({
    number: 46, title: 'Marion Night March', type: 'A', kind: 'march', state: 'AL',
    white: 7, blue: 4,
    figures: [
      ally('Jimmie Lee Jackson', bySet(3), addRed(3)),
      seg('Trooper James Bonard Fowler', byColor('blue'), removeRed(2)),
    ],
  }),
  project({
    number: 47, title: 'Selma to Montgomery March', type: 'A', kind: 'march', state: 'AL',
    white: 8, blue: 4, scalesOfJustice: true,
    figures: [
      ally('Judge Frank M. Johnson Jr.', byColor('white'), collectBlue(1)),
      seg('Sheriff Jim Clark', byColor('blue'), xUp('blue')),
      seg('Colonel Al Lingo', byCard(3, 'white'), removeRed(2)),
    ],
  }),
  project({
    number: 48, title: 'Bogalusa Civil Rights March', type: 'A', kind: 'march', state: 'LA',
    white: 8, blue: 3,
    figures: [
      ally('A. Z. Young', byColor('red'), addRed(2)),
      seg('Saxon Farmer', byColor('white'), addWhite(2)),
    ],
  }),
  project({
    number: 49, title: 'The Crawfordville Movement', type: 'V', kind: 'voter-registration', state: 'GA',
    white: 5, blue: 3,
    figures: [
      ally('Calvin Turner', byColor('red'), addRed(2)),
      registrar('Taliaferro County Registrar', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 50, title: 'SCOPE Summer Project', type: 'V', kind: 'summer', state: 'SC',
    white: 5, blue: 3,
    figures: [
      ally('Esau Jenkins', byColor('blue'), addRed(2)),
      ally('Septima Clark', bySet(3), xUp('red')),
    ],
  }),
  project({
    number: 51, title: 'Haywood County Voter Registration', type: 'V', kind: 'voter-registration', state: 'TN',
    white: 5, blue: 3,
    figures: [
      ally('Haywood County Civic and Welfare League', bySet(2), addRed(2)),
      seg('Haywood County Merchants', byRank(1), removeRed(1)),
    ],
  }),
  project({
    number: 52, title: 'Williamston Freedom Movement', type: 'A', kind: 'protest', state: 'NC',
    white: 6, blue: 3,
    figures: [
      ally('Sarah Small', byColor('red'), addRed(2)),
      seg('Martin County Deputies', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 53, title: 'Petersburg Voter Drive', type: 'V', kind: 'voter-registration', state: 'VA',
    white: 4, blue: 3,
    figures: [
      ally('Rev. Milton Reid', byColor('blue'), addRed(2)),
      seg('Virginia Poll Tax Officials', byCard(3, 'white'), xUp('white')),
    ],
  }),
  project({
    number: 54, title: 'The Americus Movement', type: 'A', kind: 'protest', state: 'GA',
    white: 7, blue: 3,
    figures: [
      ally('Mary Kate Bell', byColor('white'), collectWhite(2)),
      seg('Sheriff Fred Chappell', byColor('blue'), removeRed(2)),
    ],
  }),
  project({
    number: 55, title: 'Forrest City Movement', type: 'A', kind: 'protest', state: 'AR',
    white: 5, blue: 2,
    figures: [
      ally('Forrest City Students', bySet(3), addRed(3)),
      seg('St. Francis County Sheriff', byCard(4, 'blue'), removeRed(2)),
    ],
  }),
];
