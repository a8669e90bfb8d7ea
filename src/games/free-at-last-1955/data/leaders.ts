import type { Leader } from './schema.js';

/*
 * 4.0 The leaders. The rulebook gives the kinds (national and statewide civil rights leaders,
 * segregationist leaders confined to their state) and the rating ranges, but no leader list nor the
 * Leader special abilities chart (4.4): names, ratings and abilities are reconstructed.
 */

const R = 'no leader list or special abilities chart in the rulebook (4.4)';

export const leaders: Leader[] = [
  { name: 'Martin Luther King Jr.', side: 'civilRights', scope: 'national', state: 'Alabama', city: 'Montgomery', leadership: 3, tactical: 2, ability: { kind: 'drm', n: 1, per: 'year' }, source: { reconstructed: R } },
  { name: 'Ralph Abernathy', side: 'civilRights', scope: 'national', state: 'Alabama', city: 'Montgomery', leadership: 2, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'always' }, source: { reconstructed: R } },
  { name: 'Fred Shuttlesworth', side: 'civilRights', scope: 'state', state: 'Alabama', city: 'Birmingham', leadership: 2, tactical: 1, ability: { kind: 'drm', n: 2, per: 'game' }, source: { reconstructed: R } },
  { name: 'Medgar Evers', side: 'civilRights', scope: 'state', state: 'Mississippi', city: 'Jackson', leadership: 2, tactical: 1, ability: { kind: 'drm', n: 1, per: 'year' }, source: { reconstructed: R } },
  { name: 'Daisy Bates', side: 'civilRights', scope: 'state', state: 'Arkansas', city: 'Little Rock', leadership: 1, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'year' }, source: { reconstructed: R } },
  { name: 'Bull Connor', side: 'segregationist', scope: 'state', state: 'Alabama', city: 'Birmingham', leadership: 2, tactical: 2, ability: { kind: 'drm', n: 1, per: 'year' }, source: { reconstructed: R } },
  { name: 'George Wallace', side: 'segregationist', scope: 'state', state: 'Alabama', city: 'Montgomery', leadership: 3, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'always' }, source: { reconstructed: R } },
  { name: 'Ross Barnett', side: 'segregationist', scope: 'state', state: 'Mississippi', city: 'Jackson', leadership: 2, tactical: 1, ability: { kind: 'drm', n: 2, per: 'game' }, source: { reconstructed: R } },
  { name: 'Orval Faubus', side: 'segregationist', scope: 'state', state: 'Arkansas', city: 'Little Rock', leadership: 2, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'year' }, source: { reconstructed: R } },
];
