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
const oneTime = (id: string, name: string, act: LawInput['act'], area: LawInput['area'], effect: EffectInput): LawInput =>
  ({ id, name, act, area, oneTime: true, effects: [effect], source: cardSource });

/** A law that stays in effect for the rest of the game (2.8). */
const lasting = (id: string, name: string, act: LawInput['act'], area: LawInput['area'], effect: EffectInput): LawInput =>
  ({ id, name, act, area, oneTime: false, effects: [effect], source: cardSource });

/** 9.10 Federal Legislation: in the 1–4 player game, move blue X one space left and remove the card. */
const federal = (id: string, name: string): LawInput => ({
  id,
  name: `Federal Legislation: ${name}`,
  act: 'general',
  area: 'federal',
  oneTime: true,
  effects: [xDown('blue')],
  source: { rule: '9.10' },
});

/** The 20 general Legislation cards (9.9.1), shuffled as the draw pile. */
export const generalLegislation: LawInput[] = [
  {
    ...lasting('cra-1957-part-iv', 'Civil Rights Act of 1957, Part IV', 'general', 'V', { kind: 'enableDojAttorney' }),
    source: { rule: '18.3.7.2, 22.18' },
  },
  oneTime('cra-1957-civil-rights-division', 'Civil Rights Act of 1957: Civil Rights Division', 'general', 'V', xDown('blue')),
  oneTime('cra-1957-commission', 'Civil Rights Act of 1957: Commission on Civil Rights', 'general', 'A', xDown('white')),
  lasting('cra-1960-voting-referees', 'Civil Rights Act of 1960: Federal Voting Referees', 'general', 'V', rerollX('blue')),
  oneTime('cra-1960-voting-records', 'Civil Rights Act of 1960: Preservation of Voting Records', 'general', 'V', xUp('red')),
  lasting('cra-1960-pattern-or-practice', 'Civil Rights Act of 1960: Pattern or Practice', 'general', 'V', rerollX('red')),
  lasting('cra-1960-obstruction', 'Civil Rights Act of 1960: Obstruction of Court Orders', 'general', 'S', rerollX('blue')),
  lasting('cra-1960-bombings', 'Civil Rights Act of 1960: School and Church Bombings', 'general', 'S', rerollX('white')),
  oneTime('cra-1960-military-children', 'Civil Rights Act of 1960: Education of Military Children', 'general', 'S', xDown('white')),
  lasting('icc-bus-terminals', 'ICC Order: Desegregation of Bus Terminals', 'general', 'A', rerollX('white')),
  oneTime('icc-signs', 'ICC Order: "Colored" Signs Come Down', 'general', 'A', xDown('white')),
  oneTime('airport-terminals', 'Desegregation of Airport Terminals', 'general', 'A', xUp('red')),
  oneTime('amendment-24', 'The 24th Amendment', 'general', 'V', xDown('blue')),
  oneTime('commission-extension-1961', 'Commission on Civil Rights Extended, 1961', 'general', 'S', xUp('red')),
  lasting('commission-extension-1963', 'Commission on Civil Rights Extended, 1963', 'general', 'A', rerollX('blue')),
  federal('senate-rule-22', 'Senate Rule 22'),
  federal('rules-committee-enlarged', 'Rules Committee Enlarged'),
  federal('twenty-one-day-rule', 'Twenty-One Day Rule'),
  federal('discharge-petition', 'Discharge Petition'),
  federal('calendar-wednesday', 'Calendar Wednesday'),
];

/** 2.8, 9.11.1 the six provisions of the Civil Rights Act of 1964 (three become law on Turn 3). */
export const civilRightsAct1964: LawInput[] = [
  lasting('cra-1964-title-i', 'Civil Rights Act of 1964, Title I: Voting Rights', 'civil-rights-act-1964', 'V', rerollX('blue')),
  oneTime('cra-1964-title-ii', 'Civil Rights Act of 1964, Title II: Public Accommodations', 'civil-rights-act-1964', 'A', xDown('white')),
  lasting('cra-1964-title-iii', 'Civil Rights Act of 1964, Title III: Public Facilities', 'civil-rights-act-1964', 'A', rerollX('white')),
  lasting('cra-1964-title-iv', 'Civil Rights Act of 1964, Title IV: Public Education', 'civil-rights-act-1964', 'S', rerollX('blue')),
  oneTime('cra-1964-title-vi', 'Civil Rights Act of 1964, Title VI: Federal Funds', 'civil-rights-act-1964', 'S', xDown('blue')),
  oneTime('cra-1964-title-vii', 'Civil Rights Act of 1964, Title VII: Equal Employment', 'civil-rights-act-1964', 'A', xUp('red')),
];

/** 2.8, 9.11.1 the three provisions of the Voting Rights Act of 1965 (two become law on Turn 3). */
export const votingRightsAct1965: LawInput[] = [
  oneTime('vra-1965-section-4', 'Voting Rights Act of 1965, Section 4: Literacy Tests Suspended', 'voting-rights-act-1965', 'V', xDown('blue')),
  oneTime('vra-1965-section-5', 'Voting Rights Act of 1965, Section 5: Preclearance', 'voting-rights-act-1965', 'V', xUp('red')),
  lasting('vra-1965-section-6', 'Voting Rights Act of 1965, Section 6: Federal Examiners', 'voting-rights-act-1965', 'V', rerollX('blue')),
];

/** 9.9 the whole Legislation deck. */
export const legislation: LawInput[] = [...generalLegislation, ...civilRightsAct1964, ...votingRightsAct1965];
