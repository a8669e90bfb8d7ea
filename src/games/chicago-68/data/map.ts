import { A } from './area-names.js';
import type { Area, Path } from './schema.js';

export { A };

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
export const areas: Area[] = [
  { name: A.lincolnPark, kind: 'park', star: true, capital: 1, blue: 1, red: 2, orientation: ['lincoln-oldtown', 'lincoln-north'], source: sixStars },
  { name: A.oldTown, kind: 'street', star: true, capital: 1, blue: 2, red: 2, orientation: ['lincoln-oldtown', 'oldtown-north'], source: map },
  { name: A.northTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['lincoln-north', 'north-michigan', 'oldtown-north'], source: { rule: '2.2.4 Transit areas have a universal Exposure value of 1' } },
  { name: A.michiganAvenue, kind: 'street', star: true, capital: 3, blue: 2, red: 3, orientation: ['north-michigan', 'loop-michigan', 'michigan-hilton', 'michigan-gpw'], source: { rule: '4.2 Michigan Avenue produces three Capital; star from setup step 8' } },
  { name: A.hilton, kind: 'street', star: true, capital: 2, blue: 3, red: 2, orientation: ['michigan-hilton', 'hilton-gpw'], source: map },
  { name: A.grantParkWest, kind: 'park', star: false, capital: 0, blue: 1, red: 2, orientation: ['michigan-gpw', 'hilton-gpw', 'gpw-loop', 'gpw-gpe'], source: map },
  { name: A.grantParkEast, kind: 'park', star: true, capital: 1, blue: 2, red: 3, orientation: ['gpw-gpe', 'lakefront-gpe'], source: { rule: 'setup step 8 and 6.3.2 treat Grant Park East as starred' } },
  { name: A.loopTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['loop-michigan', 'loop-convention', 'gpw-loop'], source: { rule: '2.2.4; setup step 7 puts a Transit area next to Grant Park West' } },
  { name: A.conventionHall, kind: 'street', star: true, capital: 2, blue: 3, red: 3, orientation: ['loop-convention', 'convention-south'], source: map },
  { name: A.southTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['convention-south', 'south-washington'], source: { rule: '2.2.4; setup step 7: the Transit area immediately below the Convention Hall' } },
  { name: A.lakefrontTransit, kind: 'transit', star: false, capital: 0, blue: 1, red: 1, orientation: ['lakefront-gpe', 'washington-lakefront'], source: { rule: '2.2.4; suggested setup c: the transit area between Washington Park and Grant Park East' } },
  { name: A.washingtonPark, kind: 'park', star: true, capital: 1, blue: 1, red: 2, orientation: ['washington-lakefront', 'south-washington'], source: sixStars },
  { name: A.jail, kind: 'jail', star: false, capital: 0, blue: 0, red: 0, source: { rule: '2.2.4 Cook County Jail has an Exposure value of 0' } },
];

/** The Paths (2.2.1); Cook County Jail has none. */
export const paths: Path[] = [
  { id: 'lincoln-oldtown', a: A.lincolnPark, b: A.oldTown, source: map },
  { id: 'lincoln-north', a: A.lincolnPark, b: A.northTransit, source: map },
  { id: 'oldtown-north', a: A.oldTown, b: A.northTransit, source: map },
  { id: 'north-michigan', a: A.northTransit, b: A.michiganAvenue, source: map },
  { id: 'michigan-hilton', a: A.michiganAvenue, b: A.hilton, source: map },
  { id: 'michigan-gpw', a: A.michiganAvenue, b: A.grantParkWest, source: { rule: 'setup step 7' } },
  { id: 'hilton-gpw', a: A.hilton, b: A.grantParkWest, source: map },
  { id: 'gpw-gpe', a: A.grantParkWest, b: A.grantParkEast, source: map },
  { id: 'gpw-loop', a: A.grantParkWest, b: A.loopTransit, source: { rule: 'setup step 7' } },
  { id: 'loop-michigan', a: A.loopTransit, b: A.michiganAvenue, source: map },
  { id: 'loop-convention', a: A.loopTransit, b: A.conventionHall, source: map },
  { id: 'convention-south', a: A.conventionHall, b: A.southTransit, source: { rule: 'setup step 7' } },
  { id: 'south-washington', a: A.southTransit, b: A.washingtonPark, source: map },
  { id: 'washington-lakefront', a: A.washingtonPark, b: A.lakefrontTransit, source: { rule: 'suggested setup c' } },
  { id: 'lakefront-gpe', a: A.lakefrontTransit, b: A.grantParkEast, source: { rule: 'suggested setup c' } },
];

/** Setup step 7: Barricades between Michigan Ave and Grant Park West, and Grant Park West and its Transit area. */
export const setupBarricades = ['michigan-gpw', 'gpw-loop'];
/** Setup step 7: Barbed Wire between the Convention Hall and the Transit area below it. */
export const setupBarbedWire = ['convention-south'];
