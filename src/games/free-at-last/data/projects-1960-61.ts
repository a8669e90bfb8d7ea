import {
  addBlue, addRed, addWhite, ally, byCard, byColor, byRank, bySet, collectBlue, collectWhite, project,
  registrar, removeRed, rollTwice, seg, xDown, xUp,
} from './project-builders.js';

/** Projects 1–20: Turn 1 of the historical scenario (23.4), February 1960 – 1961. */
export const projects1960to61 = [
  project({
    number: 1, title: 'Greensboro Woolworth Sit-In', type: 'A', kind: 'protest', state: 'NC',
    white: 5, blue: 1,
    figures: [
      ally('Ralph Johns', byColor('red'), addRed(2)),
      seg('Clarence "Curly" Harris', byCard(4, 'white'), addWhite(1)),
    ],
  }),
  project({
    number: 2, title: 'Nashville Sit-Ins', type: 'A', kind: 'protest', state: 'TN',
    white: 6, blue: 2,
    figures: [
      ally('Mayor Ben West', byCard(4, 'white'), collectBlue(1)),
      ally('Nashville Christian Leadership Council', bySet(3), addRed(3)),
      seg('Police Chief Douglas Hosse', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 3, title: 'Thalhimers Sit-In', type: 'A', kind: 'protest', state: 'VA',
    white: 4, blue: 2,
    figures: [
      ally('The Richmond 34', bySet(3), addRed(3)),
      seg('Richmond Police', byCard(3, 'blue'), removeRed(2)),
    ],
  }),
  project({
    number: 4, title: 'Alabama State College Sit-In', type: 'A', kind: 'protest', state: 'AL',
    white: 5, blue: 3,
    figures: [
      ally('Jo Ann Robinson', byColor('red'), rollTwice),
      seg('Governor John Patterson', byColor('blue'), xUp('blue')),
      seg('Commissioner L. B. Sullivan', byCard(3, 'white'), removeRed(2)),
    ],
  }),
  project({
    number: 5, title: 'Orangeburg Kress Sit-In', type: 'A', kind: 'protest', state: 'SC',
    white: 6, blue: 2,
    figures: [
      ally('Rev. Matthew McCollom', byColor('white'), collectWhite(2)),
      seg('Orangeburg Fire Department', byColor('blue'), removeRed(2)),
    ],
  }),
  project({
    number: 6, title: 'Southern University Sit-Ins', type: 'A', kind: 'protest', state: 'LA',
    white: 5, blue: 3,
    figures: [
      ally('Rev. T. J. Jemison', bySet(3), xUp('red')),
      seg('President Felton G. Clark', byCard(2, 'red'), removeRed(2)),
    ],
  }),
  project({
    number: 7, title: 'Little Rock Lunch Counter Sit-Ins', type: 'A', kind: 'protest', state: 'AR',
    white: 5, blue: 2,
    figures: [
      ally('Philander Smith College Students', byColor('red'), addRed(2)),
      seg('Governor Orval Faubus', byColor('white'), xUp('white')),
    ],
  }),
  project({
    number: 8, title: 'Biloxi Wade-In', type: 'A', kind: 'protest', state: 'MS',
    white: 7, blue: 2,
    figures: [
      ally('Dr. Gilbert R. Mason', byCard(3, 'red'), collectWhite(2)),
      seg('Harrison County Deputies', byColor('blue'), removeRed(1)),
    ],
  }),
  project({
    number: 9, title: 'Tallahassee Jail-In', type: 'A', kind: 'protest', state: 'FL',
    white: 5, blue: 2,
    figures: [
      ally('Patricia and Priscilla Stephens', bySet(4), addRed(2)),
      seg('Judge John Rudd', byColor('blue'), removeRed(2)),
    ],
  }),
  project({
    number: 10, title: 'Fayette County Tent City', type: 'V', kind: 'voter-registration', state: 'TN',
    white: 5, blue: 3,
    figures: [
      ally('John McFerren', byColor('blue'), addRed(2)),
      registrar('Fayette County Election Commission', byColor('white'), removeRed(1)),
    ],
  }),
  project({
    number: 11, title: 'Dollarway School Desegregation', type: 'S', kind: 'school', state: 'AR',
    white: 4, blue: 2,
    figures: [
      ally('Thomas Dove', byColor('red'), rollTwice),
      seg('Dollarway School Board', byColor('blue'), addBlue(1)),
    ],
  }),
  project({
    number: 12, title: "Rich's Department Store Sit-In", type: 'A', kind: 'protest', state: 'GA',
    white: 6, blue: 2,
    figures: [
      ally('Lonnie King', byColor('white'), collectWhite(2)),
      ally('Mayor William B. Hartsfield', byCard(4, 'blue'), collectBlue(1)),
      seg('Richard Rich', byColor('red'), removeRed(1)),
    ],
  }),
  project({
    number: 13, title: 'New Orleans School Crisis', type: 'S', kind: 'school', state: 'LA',
    white: 8, blue: 3, scalesOfJustice: true,
    figures: [
      ally('Ruby Bridges', byCard(1, 'red'), rollTwice),
      ally('Judge J. Skelly Wright', byColor('blue'), collectBlue(1)),
      seg('Leander Perez', byColor('white'), addWhite(2)),
    ],
  }),
  project({
    number: 14, title: 'Friendship Nine Jail-In', type: 'A', kind: 'protest', state: 'SC',
    white: 5, blue: 2,
    figures: [
      ally('The Friendship Nine', bySet(3), addRed(3)),
      seg('York County Chain Gang', byCard(2, 'blue'), removeRed(1)),
    ],
  }),
  project({
    number: 15, title: 'Desegregation of the University of Georgia', type: 'S', kind: 'school', state: 'GA',
    white: 6, blue: 2,
    figures: [
      ally('Charlayne Hunter', byColor('red'), rollTwice),
      ally('Hamilton Holmes', byRank(4), addRed(1)),
      seg('Governor Ernest Vandiver', byColor('blue'), addBlue(1)),
    ],
  }),
  project({
    number: 16, title: 'Tougaloo Nine Read-In', type: 'A', kind: 'protest', state: 'MS',
    white: 4, blue: 3,
    figures: [
      ally('The Tougaloo Nine', bySet(3), addRed(3)),
      seg('Governor Ross Barnett', byColor('white'), xUp('white')),
    ],
  }),
  project({
    number: 17, title: 'Freedom Ride: Anniston and Birmingham', type: 'A', kind: 'freedom-ride', state: 'AL',
    white: 8, blue: 2,
    figures: [
      ally('Janie Forsyth', byCard(1, 'white'), xDown('white')),
      ally('Rev. Fred Shuttlesworth', byColor('red'), collectWhite(2)),
      seg('Commissioner Eugene "Bull" Connor', byColor('blue'), removeRed(2)),
    ],
  }),
  project({
    number: 18, title: 'Freedom Ride: Jackson and Parchman', type: 'A', kind: 'freedom-ride', state: 'MS',
    white: 5, blue: 4,
    figures: [
      ally('Attorney Jack H. Young', byColor('white'), collectBlue(1)),
      seg('Captain J. L. Ray', byColor('blue'), removeRed(2)),
      seg('Parchman Superintendent Fred Jones', byCard(2, 'white'), removeRed(1)),
    ],
  }),
  project({
    number: 19, title: 'McComb Voter Registration', type: 'V', kind: 'voter-registration', state: 'MS',
    white: 6, blue: 3, scalesOfJustice: true,
    figures: [
      ally('C. C. Bryant', byColor('red'), addRed(2)),
      seg('E. H. Hurst', byColor('white'), removeRed(2)),
      registrar('Registrar John Q. Wood', byColor('blue'), xUp('blue')),
    ],
  }),
  project({
    number: 20, title: 'The Memphis Thirteen', type: 'S', kind: 'school', state: 'TN',
    white: 5, blue: 2,
    figures: [
      ally('Maxine Smith', byColor('blue'), collectBlue(1)),
      seg('Memphis Board of Education', byCard(3, 'blue'), addBlue(1)),
    ],
  }),
];
