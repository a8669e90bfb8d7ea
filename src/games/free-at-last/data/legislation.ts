import type * as z from 'zod/mini';
import type { effectSchema, legislationCardSchema } from './schema.js';

type LawInput = z.input<typeof legislationCardSchema>;
type EffectInput = z.input<typeof effectSchema>;
type Colour = 'red' | 'white' | 'blue';

const xUp = (die: Colour): EffectInput => ({ kind: 'moveX', die, direction: 'up' });
const xDown = (die: Colour): EffectInput => ({ kind: 'moveX', die, direction: 'down' });
const rerollX = (die: Colour): EffectInput => ({ kind: 'rerollXOnce', die });

const cardSource = { reconstructed: '9.9 names the laws in the deck but not the cards; provisions and effects follow 3.6 and 3.6.6' };

/** 3.6.6 an X-moving law is one-time: applied and removed. */
const oneTime = (id: string, name: string, act: LawInput['act'], area: LawInput['area'], effect: EffectInput, text: string): LawInput =>
  ({ id, name, act, area, oneTime: true, effects: [effect], text, source: cardSource });

/** A law that stays in effect for the rest of the game (2.8). */
const lasting = (id: string, name: string, act: LawInput['act'], area: LawInput['area'], effect: EffectInput, text: string): LawInput =>
  ({ id, name, act, area, oneTime: false, effects: [effect], text, source: cardSource });

/** 9.10 Federal Legislation: in the 1–4 player game, move blue X one space left and remove the card. */
const federal = (id: string, name: string, text: string): LawInput => ({
  id,
  name: `Federal Legislation: ${name}`,
  act: 'general',
  area: 'federal',
  oneTime: true,
  effects: [xDown('blue')],
  text,
  source: { rule: '9.10' },
});

/** The 20 general Legislation cards (9.9.1), shuffled as the draw pile. */
export const generalLegislation: LawInput[] = [
  {
    ...lasting('cra-1957-part-iv', 'Civil Rights Act of 1957, Part IV', 'general', 'V', { kind: 'enableDojAttorney' },
      'The Attorney General may seek injunctive relief to prevent denial of the right to vote. The D.O.J. Staff Attorney may act at the literacy test.'),
    source: { rule: '18.3.7.2, 22.18' },
  },
  oneTime('cra-1957-civil-rights-division', 'Civil Rights Act of 1957: Civil Rights Division', 'general', 'V', xDown('blue'),
    'A Civil Rights Division is created in the Department of Justice. Move blue X one space left.'),
  oneTime('cra-1957-commission', 'Civil Rights Act of 1957: Commission on Civil Rights', 'general', 'A', xDown('white'),
    'A bipartisan Commission on Civil Rights investigates discrimination. Move white X one space left.'),
  lasting('cra-1960-voting-referees', 'Civil Rights Act of 1960: Federal Voting Referees', 'general', 'V', rerollX('blue'),
    'Federal courts may appoint referees to register voters. Once per V Project, re-roll an X on the blue die.'),
  oneTime('cra-1960-voting-records', 'Civil Rights Act of 1960: Preservation of Voting Records', 'general', 'V', xUp('red'),
    'Registrars must keep their records for the Attorney General to inspect. Move red X one space right.'),
  lasting('cra-1960-pattern-or-practice', 'Civil Rights Act of 1960: Pattern or Practice', 'general', 'V', rerollX('red'),
    'A court finding a pattern or practice of discrimination may order registration. Once per V Project, re-roll an X on the red die.'),
  lasting('cra-1960-obstruction', 'Civil Rights Act of 1960: Obstruction of Court Orders', 'general', 'S', rerollX('blue'),
    'Obstructing a federal school desegregation order is a federal crime. Once per S Project, re-roll an X on the blue die.'),
  lasting('cra-1960-bombings', 'Civil Rights Act of 1960: School and Church Bombings', 'general', 'S', rerollX('white'),
    'Flight across state lines to avoid prosecution for bombing a school or church is a federal crime. Once per S Project, re-roll an X on the white die.'),
  oneTime('cra-1960-military-children', 'Civil Rights Act of 1960: Education of Military Children', 'general', 'S', xDown('white'),
    'Children of servicemen are schooled when local schools close to avoid integration. Move white X one space left.'),
  lasting('icc-bus-terminals', 'ICC Order: Desegregation of Bus Terminals', 'general', 'A', rerollX('white'),
    'The Interstate Commerce Commission bans segregated interstate bus terminals, 1 November 1961. Once per A Project, re-roll an X on the white die.'),
  oneTime('icc-signs', 'ICC Order: "Colored" Signs Come Down', 'general', 'A', xDown('white'),
    'Interstate carriers must post signs that seating is without regard to race. Move white X one space left.'),
  oneTime('airport-terminals', 'Desegregation of Airport Terminals', 'general', 'A', xUp('red'),
    'Federally funded airport terminals must serve all travellers. Move red X one space right.'),
  oneTime('amendment-24', 'The 24th Amendment', 'general', 'V', xDown('blue'),
    'No poll tax in federal elections (ratified 23 January 1964). Move blue X one space left.'),
  oneTime('commission-extension-1961', 'Commission on Civil Rights Extended, 1961', 'general', 'S', xUp('red'),
    'Congress extends the Commission on Civil Rights for two years. Move red X one space right.'),
  lasting('commission-extension-1963', 'Commission on Civil Rights Extended, 1963', 'general', 'A', rerollX('blue'),
    'The Commission on Civil Rights continues its hearings. Once per A Project, re-roll an X on the blue die.'),
  federal('senate-rule-22', 'Senate Rule 22', 'Cloture may close a filibuster by two-thirds of senators present and voting.'),
  federal('rules-committee-enlarged', 'Rules Committee Enlarged', 'The House Rules Committee grows from 12 to 15 members (1961).'),
  federal('twenty-one-day-rule', 'Twenty-One Day Rule', 'A bill held by the Rules Committee for 21 days may be called up on the floor (1965).'),
  federal('discharge-petition', 'Discharge Petition', '218 signatures discharge a bill from a committee that will not report it.'),
  federal('calendar-wednesday', 'Calendar Wednesday', 'Committee chairmen may call up reported bills on Wednesdays, bypassing the Rules Committee.'),
];

/** 2.8, 9.11.1 the six provisions of the Civil Rights Act of 1964 (three become law on Turn 3). */
export const civilRightsAct1964: LawInput[] = [
  lasting('cra-1964-title-i', 'Civil Rights Act of 1964, Title I: Voting Rights', 'civil-rights-act-1964', 'V', rerollX('blue'),
    'Registrars may not apply different standards or reject applicants for immaterial errors. Once per V Project, re-roll an X on the blue die.'),
  oneTime('cra-1964-title-ii', 'Civil Rights Act of 1964, Title II: Public Accommodations', 'civil-rights-act-1964', 'A', xDown('white'),
    'No discrimination in hotels, restaurants, theaters and other public accommodations. Move white X one space left.'),
  lasting('cra-1964-title-iii', 'Civil Rights Act of 1964, Title III: Public Facilities', 'civil-rights-act-1964', 'A', rerollX('white'),
    'The Attorney General may sue to desegregate public parks, pools and libraries. Once per A Project, re-roll an X on the white die.'),
  lasting('cra-1964-title-iv', 'Civil Rights Act of 1964, Title IV: Public Education', 'civil-rights-act-1964', 'S', rerollX('blue'),
    'The Attorney General may sue to desegregate public schools. Once per S Project, re-roll an X on the blue die.'),
  oneTime('cra-1964-title-vi', 'Civil Rights Act of 1964, Title VI: Federal Funds', 'civil-rights-act-1964', 'S', xDown('blue'),
    'No federal money for programs that discriminate. Move blue X one space left.'),
  oneTime('cra-1964-title-vii', 'Civil Rights Act of 1964, Title VII: Equal Employment', 'civil-rights-act-1964', 'A', xUp('red'),
    'No discrimination in employment; the EEOC is created. Move red X one space right.'),
];

/** 2.8, 9.11.1 the three provisions of the Voting Rights Act of 1965 (two become law on Turn 3). */
export const votingRightsAct1965: LawInput[] = [
  oneTime('vra-1965-section-4', 'Voting Rights Act of 1965, Section 4: Literacy Tests Suspended', 'voting-rights-act-1965', 'V', xDown('blue'),
    'Literacy tests are suspended where fewer than half the adults voted. Move blue X one space left.'),
  oneTime('vra-1965-section-5', 'Voting Rights Act of 1965, Section 5: Preclearance', 'voting-rights-act-1965', 'V', xUp('red'),
    'Covered states need federal approval before changing voting rules. Move red X one space right.'),
  lasting('vra-1965-section-6', 'Voting Rights Act of 1965, Section 6: Federal Examiners', 'voting-rights-act-1965', 'V', rerollX('blue'),
    'Federal examiners register voters in resisting counties. Once per V Project, re-roll an X on the blue die.'),
];

/** 9.9 the whole Legislation deck. */
export const legislation: LawInput[] = [...generalLegislation, ...civilRightsAct1964, ...votingRightsAct1965];
