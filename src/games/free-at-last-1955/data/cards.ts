import type { Card, Effect } from './schema.js';

/*
 * 6.0 The strategy cards. The rulebook names Rosa Parks, King Takes Command, the Little Rock Nine,
 * Greensboro Sit Ins, James Meredith, March on Washington, Civil Rights Act Proposed and Voting
 * Rights Act Proposed (10.2) and We Shall Overcome (2.5); it prints no card list, Ops values, years
 * or texts. Everything else is reconstructed from the period, kept to the effects the rules know
 * (units, the tracks, K units, entrenchment, cards).
 */

const R = 'no card list in the rulebook';
const place = (unit: 'B' | 'S' | 'N' | 'P' | 'W' | 'own', n: number, state: string | null = null): Effect => ({ kind: 'place', unit, n, state });
const remove = (unit: 'B' | 'S' | 'N' | 'P' | 'W' | 'opponent', n: number): Effect => ({ kind: 'remove', unit, n });
const fe = (event: string): Effect => ({ kind: 'freedomEvent', event });
const card = (id: string, name: string, ops: number, color: Card['color'], year: number, text: string, effects: Effect[], source: Card['source'] = { reconstructed: R }): Card => ({ id, name, ops, color, year, text, effects, source });

export const cards: Card[] = [
  // red: the civil rights player's events (6.4)
  card('rosa-parks', 'Rosa Parks', 2, 'red', 1955, 'Opens the Montgomery Bus Boycott (10.2.1). Place 2 B in Alabama.', [fe('montgomery'), place('B', 2, 'alabama')], { reconstructed: `10.2.1 (name, event); ${R} (Ops, year, text)` }),
  card('king-takes-command', 'King Takes Command', 3, 'red', 1956, 'Opens the Montgomery Bus Boycott (10.2.1). Non-violence +1.', [fe('montgomery'), { kind: 'nonviolence', n: 1 }], { reconstructed: `10.2.1 (name, event); ${R} (Ops, year, text)` }),
  card('little-rock-nine', 'Little Rock Nine', 2, 'red', 1957, 'Opens Little Rock Central High (10.2.2). Place 2 B in Arkansas.', [fe('little-rock'), place('B', 2, 'arkansas')], { reconstructed: `10.2.2 (name, event); ${R} (Ops, year, text)` }),
  card('greensboro-sit-ins', 'Greensboro Sit Ins', 2, 'red', 1960, 'Opens the Greensboro Lunch Counters (10.2.3). Place 2 S.', [fe('greensboro'), place('S', 2)], { reconstructed: `10.2.3 (name, event); ${R} (Ops, year, text)` }),
  card('james-meredith', 'James Meredith', 2, 'red', 1962, 'Opens Ole Miss (10.2.4). Place 1 N.', [fe('ole-miss'), place('N', 1)], { reconstructed: `10.2.4 (name, event); ${R} (Ops, year, text)` }),
  card('march-on-washington', 'March on Washington', 3, 'red', 1963, 'Opens the March on Washington (10.2.5). Freedom Track +1.', [fe('march'), { kind: 'freedom', n: 1 }], { reconstructed: `10.2.5 (name, event); ${R} (Ops, year, text)` }),
  card('civil-rights-act-proposed', 'Civil Rights Act Proposed', 3, 'red', 1963, 'Opens the Civil Rights Act (10.2.6).', [fe('civil-rights-act')], { reconstructed: `10.2.6 (name, event); ${R} (Ops, year, text)` }),
  card('voting-rights-act-proposed', 'Voting Rights Act Proposed', 3, 'red', 1964, 'Opens the Voting Rights Act (10.2.7).', [fe('voting-rights-act')], { reconstructed: `10.2.7 (name, event); ${R} (Ops, year, text)` }),
  card('we-shall-overcome', 'We Shall Overcome', 1, 'red', 1955, 'Until the end of the year, winning a mass arrest advances the Freedom Track (2.5). Non-violence +1.', [{ kind: 'overcome' }, { kind: 'nonviolence', n: 1 }], { reconstructed: `2.5 (name, effect); ${R} (Ops, year)` }),
  card('sclc-founded', 'SCLC Founded', 2, 'red', 1957, 'Non-violence +1. Place 1 B.', [{ kind: 'nonviolence', n: 1 }, place('B', 1)]),
  card('nashville-workshops', 'Nashville Workshops', 1, 'red', 1958, 'Non-violence +1.', [{ kind: 'nonviolence', n: 1 }]),
  card('sncc-founded', 'SNCC Founded', 2, 'red', 1960, 'Place 3 S.', [place('S', 3)]),
  card('freedom-rides', 'Freedom Rides', 2, 'red', 1961, 'Place 2 S and 1 N.', [place('S', 2), place('N', 1)]),
  card('albany-movement', 'Albany Movement', 2, 'red', 1961, 'Place 3 B in Georgia.', [place('B', 3, 'georgia')]),
  card('birmingham-campaign', 'Birmingham Campaign', 3, 'red', 1963, 'Place 3 B in Alabama.', [place('B', 3, 'alabama')]),
  card('freedom-vote', 'Freedom Vote', 1, 'red', 1963, 'Place 2 B in Mississippi.', [place('B', 2, 'mississippi')]),
  card('freedom-summer', 'Freedom Summer', 3, 'red', 1964, 'Place 3 N.', [place('N', 3)]),
  card('federal-injunction', 'Federal Injunction', 2, 'red', 1958, 'Remove 2 W.', [remove('W', 2)]),
  // blue: the segregationist player's events (6.4)
  card('citizens-councils', "Citizens' Councils", 2, 'blue', 1955, 'Place 3 W.', [place('W', 3)]),
  card('emmett-till-verdict', 'Emmett Till Verdict', 1, 'blue', 1955, 'Non-violence −1.', [{ kind: 'nonviolence', n: -1 }]),
  card('klan-revival', 'Klan Revival', 2, 'blue', 1955, 'Place a K unit in a state.', [{ kind: 'klan', n: 1 }]),
  card('southern-manifesto', 'Southern Manifesto', 2, 'blue', 1956, 'Place 2 W, then entrench a city with W units.', [place('W', 2), { kind: 'entrench', n: 1 }]),
  card('massive-resistance', 'Massive Resistance', 3, 'blue', 1956, 'Entrench two cities with W units.', [{ kind: 'entrench', n: 2 }]),
  card('state-sovereignty-commission', 'State Sovereignty Commission', 2, 'blue', 1956, 'Place 2 P in Mississippi.', [place('P', 2, 'mississippi')]),
  card('interposition', 'Interposition', 1, 'blue', 1957, 'Place 2 P.', [place('P', 2)]),
  card('church-bombings', 'Church Bombings', 3, 'blue', 1957, 'Place a K unit in a state. Remove 1 B.', [{ kind: 'klan', n: 1 }, remove('B', 1)]),
  card('freedom-riders-attacked', 'Freedom Riders Attacked', 2, 'blue', 1961, 'Remove 2 S.', [remove('S', 2)]),
  card('fire-hoses-and-dogs', 'Fire Hoses and Dogs', 2, 'blue', 1963, 'Non-violence −1.', [{ kind: 'nonviolence', n: -1 }]),
  card('segregation-forever', 'Segregation Forever', 3, 'blue', 1963, 'Place 2 P and 1 W.', [place('P', 2), place('W', 1)]),
  card('economic-reprisals', 'Economic Reprisals', 1, 'blue', 1955, 'Remove 2 B.', [remove('B', 2)]),
  // black: either side's events (6.4), back to the discard pile after play
  card('television-news', 'Television News', 1, 'black', 1955, 'Draw 1 card.', [{ kind: 'draw', n: 1 }]),
  card('supreme-court-ruling', 'Supreme Court Ruling', 2, 'black', 1955, 'Place 2 of your basic units (B or W).', [place('own', 2)]),
  card('northern-newspapers', 'Northern Newspapers', 1, 'black', 1956, 'Draw 1 card.', [{ kind: 'draw', n: 1 }]),
  card('cold-war-politics', 'Cold War Politics', 2, 'black', 1957, 'Draw 2 cards.', [{ kind: 'draw', n: 2 }]),
  card('local-elections', 'Local Elections', 2, 'black', 1958, 'Place 2 of your basic units (B or W).', [place('own', 2)]),
  card('economic-boycott', 'Economic Boycott', 3, 'black', 1955, "Remove 2 of your opponent's basic units (B or W).", [remove('opponent', 2)]),
  card('presidential-speech', 'Presidential Speech', 2, 'black', 1960, 'Place 1 of your basic units (B or W) and draw 1 card.', [place('own', 1), { kind: 'draw', n: 1 }]),
  card('federal-marshals', 'Federal Marshals', 3, 'black', 1961, 'Place 3 of your basic units (B or W).', [place('own', 3)]),
];
