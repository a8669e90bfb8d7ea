import { idOf, type IdOf } from '../../../core/id-of.js';

/** The City Areas the rules and the setup name, as the rulebook names them (display names, for words). */
export const areaNames = {
  lincolnPark: 'Lincoln Park',
  oldTown: 'Old Town',
  northTransit: 'North Transit',
  michiganAvenue: 'Michigan Avenue',
  hilton: 'Hilton Hotel',
  grantParkWest: 'Grant Park West',
  grantParkEast: 'Grant Park East',
  loopTransit: 'Loop Transit',
  conventionHall: 'Convention Hall',
  southTransit: 'South Transit',
  lakefrontTransit: 'Lakefront Transit',
  washingtonPark: 'Washington Park',
  jail: 'Cook County Jail',
} as const;

type AreaIds = { readonly [K in keyof typeof areaNames]: IdOf<(typeof areaNames)[K]> };

/** Those City Areas by id (`'lincoln-park'`, … `'cook-county-jail'`): what the rules, actions, events and views use. */
export const A = Object.fromEntries(Object.entries(areaNames).map(([k, name]) => [k, idOf(name)])) as AreaIds;
