/** City Area names used by the rules and the setup. */
export const A = {
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
