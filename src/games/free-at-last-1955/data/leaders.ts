import type { Leader } from './schema.js';

/*
 * 4.0 The leaders. The rulebook gives the kinds (national and statewide civil rights leaders,
 * segregationist leaders confined to their state) and the rating ranges, but no leader list nor the
 * Leader special abilities chart (4.4): names, ratings and abilities are reconstructed.
 */

const R = 'no leader list or special abilities chart in the rulebook (4.4)';

export const leaders: Leader[] = [
  { id: 'martin-luther-king-jr', name: 'Martin Luther King Jr.', side: 'civilRights', scope: 'national', state: 'alabama', city: 'montgomery', leadership: 3, tactical: 2, ability: { kind: 'drm', n: 1, per: 'year' }, source: { reconstructed: R } },
  { id: 'ralph-abernathy', name: 'Ralph Abernathy', side: 'civilRights', scope: 'national', state: 'alabama', city: 'montgomery', leadership: 2, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'always' }, source: { reconstructed: R } },
  { id: 'fred-shuttlesworth', name: 'Fred Shuttlesworth', side: 'civilRights', scope: 'state', state: 'alabama', city: 'birmingham', leadership: 2, tactical: 1, ability: { kind: 'drm', n: 2, per: 'game' }, source: { reconstructed: R } },
  { id: 'medgar-evers', name: 'Medgar Evers', side: 'civilRights', scope: 'state', state: 'mississippi', city: 'jackson', leadership: 2, tactical: 1, ability: { kind: 'drm', n: 1, per: 'year' }, source: { reconstructed: R } },
  { id: 'daisy-bates', name: 'Daisy Bates', side: 'civilRights', scope: 'state', state: 'arkansas', city: 'little-rock', leadership: 1, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'year' }, source: { reconstructed: R } },
  { id: 'bull-connor', name: 'Bull Connor', side: 'segregationist', scope: 'state', state: 'alabama', city: 'birmingham', leadership: 2, tactical: 2, ability: { kind: 'drm', n: 1, per: 'year' }, source: { reconstructed: R } },
  { id: 'george-wallace', name: 'George Wallace', side: 'segregationist', scope: 'state', state: 'alabama', city: 'montgomery', leadership: 3, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'always' }, source: { reconstructed: R } },
  { id: 'ross-barnett', name: 'Ross Barnett', side: 'segregationist', scope: 'state', state: 'mississippi', city: 'jackson', leadership: 2, tactical: 1, ability: { kind: 'drm', n: 2, per: 'game' }, source: { reconstructed: R } },
  { id: 'orval-faubus', name: 'Orval Faubus', side: 'segregationist', scope: 'state', state: 'arkansas', city: 'little-rock', leadership: 2, tactical: 1, ability: { kind: 'avoid', n: 1, per: 'year' }, source: { reconstructed: R } },
];
