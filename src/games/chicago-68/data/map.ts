import { areaNames as N } from './area-names.js';
import type { Named } from './ids.js';
import type { Area, Path } from './schema.js';

/*
 * The reference map (2.2). The rulebook names the areas it needs; their shape, Capital and Exposure
 * values are this project's reconstruction unless a section fixes them.
 */

const R = (reconstructed: string) => ({ reconstructed });
const map = R('the printed board is not in the rulebook; value chosen to fit the named geography');
const sixStars = R('starred: the 11 Lv2 Platoons (setup 5, 8, 9) and 6 Police Posts (6.3.2) need six starred areas besides Grant Park East; values fitted to the geography');
/*
 * `orientation` (each area's paths, topmost first then counterclockwise, for the Machine's SUPPORT) is
 * reconstructed from the same layout: north up, the lake to the east, the Convention Hall south-west.
 */

/** The City Areas (2.2.1). */
export const areas: Named<Area>[] = [
  { name: N.lincolnPark, kind: 'park', star: true, capital: 1, blue: 1, red: 2, orientation: ['lincoln-oldtown', 'lincoln-north'], source: sixStars },
  { name: N.oldTown, kind: 'street', star: true, capital: 1, blue: 2, red: 2, orientation: ['lincoln-oldtown', 'oldtown-north'], source: map },
  { name: N.northTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['lincoln-north', 'north-michigan', 'oldtown-north'], source: { rule: '2.2.4 Transit areas have a universal Exposure value of 1' } },
  { name: N.michiganAvenue, kind: 'street', star: true, capital: 3, blue: 2, red: 3, orientation: ['north-michigan', 'loop-michigan', 'michigan-hilton', 'michigan-gpw'], source: { rule: '4.2 Michigan Avenue produces three Capital; star from setup step 8' } },
  { name: N.hilton, kind: 'street', star: true, capital: 2, blue: 3, red: 2, orientation: ['michigan-hilton', 'hilton-gpw'], source: map },
  { name: N.grantParkWest, kind: 'park', star: false, capital: 0, blue: 1, red: 2, orientation: ['michigan-gpw', 'hilton-gpw', 'gpw-loop', 'gpw-gpe'], source: map },
  { name: N.grantParkEast, kind: 'park', star: true, capital: 1, blue: 2, red: 3, orientation: ['gpw-gpe', 'lakefront-gpe'], source: { rule: 'setup step 8 and 6.3.2 treat Grant Park East as starred' } },
  { name: N.loopTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['loop-michigan', 'loop-convention', 'gpw-loop'], source: { rule: '2.2.4; setup step 7 puts a Transit area next to Grant Park West' } },
  { name: N.conventionHall, kind: 'street', star: true, capital: 2, blue: 3, red: 3, orientation: ['loop-convention', 'convention-south'], source: map },
  { name: N.southTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['convention-south', 'south-washington'], source: { rule: '2.2.4; setup step 7: the Transit area immediately below the Convention Hall' } },
  { name: N.lakefrontTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['lakefront-gpe', 'washington-lakefront'], source: { rule: '2.2.4; suggested setup c: the transit area between Washington Park and Grant Park East' } },
  { name: N.washingtonPark, kind: 'park', star: true, capital: 1, blue: 1, red: 2, orientation: ['washington-lakefront', 'south-washington'], source: sixStars },
  { name: N.jail, kind: 'jail', star: false, capital: 0, blue: 0, red: 0, source: { rule: '2.2.4 Cook County Jail has an Exposure value of 0' } },
];

/** The Paths (2.2.1), between areas by name here (ids in the component set); Cook County Jail has none. */
export const paths: Path[] = [
  { id: 'lincoln-oldtown', a: N.lincolnPark, b: N.oldTown, source: map },
  { id: 'lincoln-north', a: N.lincolnPark, b: N.northTransit, source: map },
  { id: 'oldtown-north', a: N.oldTown, b: N.northTransit, source: map },
  { id: 'north-michigan', a: N.northTransit, b: N.michiganAvenue, source: map },
  { id: 'michigan-hilton', a: N.michiganAvenue, b: N.hilton, source: map },
  { id: 'michigan-gpw', a: N.michiganAvenue, b: N.grantParkWest, source: { rule: 'setup step 7' } },
  { id: 'hilton-gpw', a: N.hilton, b: N.grantParkWest, source: map },
  { id: 'gpw-gpe', a: N.grantParkWest, b: N.grantParkEast, source: map },
  { id: 'gpw-loop', a: N.grantParkWest, b: N.loopTransit, source: { rule: 'setup step 7' } },
  { id: 'loop-michigan', a: N.loopTransit, b: N.michiganAvenue, source: map },
  { id: 'loop-convention', a: N.loopTransit, b: N.conventionHall, source: map },
  { id: 'convention-south', a: N.conventionHall, b: N.southTransit, source: { rule: 'setup step 7' } },
  { id: 'south-washington', a: N.southTransit, b: N.washingtonPark, source: map },
  { id: 'washington-lakefront', a: N.washingtonPark, b: N.lakefrontTransit, source: { rule: 'suggested setup c' } },
  { id: 'lakefront-gpe', a: N.lakefrontTransit, b: N.grantParkEast, source: { rule: 'suggested setup c' } },
];

/** Setup step 7: Barricades between Michigan Ave and Grant Park West, and Grant Park West and its Transit area. */
export const setupBarricades = ['michigan-gpw', 'gpw-loop'];
/** Setup step 7: Barbed Wire between the Convention Hall and the Transit area below it. */
export const setupBarbedWire = ['convention-south'];
