import * as z from 'zod/mini';
import { provenanceSchema } from '../../../core/provenance.js';

/*
 * Where each city and state is drawn on a map (the reference web client's SVG board, examples/web).
 * The rulebook names the ten states and some cities (2.1) but prints no board; the positions follow
 * the cities' geography, spread apart so that each city's units fit. Cities of a state are adjacent
 * (2.2), so a map joins them; nothing here changes play.
 */

const n = z.number().check(z.int(), z.minimum(0), z.maximum(10_000));

/** A place on the map: the centre of a city's box or of a state's label, in map units. */
export const mapPointSchema = z.strictObject({ x: n, y: n, source: provenanceSchema });

/** A map of the South: its size, the centre of each city and of each state's label, by id. */
export const mapLayoutSchema = z.strictObject({
  width: n.check(z.minimum(1)),
  height: n.check(z.minimum(1)),
  cities: z.record(z.string(), mapPointSchema),
  states: z.record(z.string(), mapPointSchema),
});

export type MapPoint = z.infer<typeof mapPointSchema>;
export type MapLayout = z.infer<typeof mapLayoutSchema>;

const geo = { reconstructed: 'no board in the rulebook: near the city\'s geographic place, spread apart to fit its units' };
const label = { reconstructed: 'no board in the rulebook: beside the state\'s cities' };
const city = (x: number, y: number) => ({ x, y, source: geo });
const state = (x: number, y: number) => ({ x, y, source: label });

/** The reference map's layout (validated at load). */
export const mapLayout: MapLayout = mapLayoutSchema.parse({
  width: 1100,
  height: 760,
  cities: {
    'washington-dc': city(1000, 50),
    richmond: city(990, 150),
    farmville: city(850, 130),
    greensboro: city(830, 250),
    durham: city(965, 260),
    charlotte: city(880, 350),
    orangeburg: city(900, 450),
    charleston: city(1010, 530),
    nashville: city(560, 110),
    memphis: city(310, 140),
    'little-rock': city(110, 200),
    'pine-bluff': city(150, 310),
    oxford: city(420, 250),
    greenwood: city(300, 370),
    jackson: city(330, 480),
    birmingham: city(550, 330),
    selma: city(480, 450),
    montgomery: city(610, 450),
    atlanta: city(720, 330),
    albany: city(730, 560),
    savannah: city(870, 580),
    tallahassee: city(680, 650),
    'st-augustine': city(870, 700),
    'baton-rouge': city(180, 600),
    'new-orleans': city(340, 670),
  },
  states: {
    virginia: state(800, 40),
    'north-carolina': state(760, 190),
    'south-carolina': state(1000, 400),
    tennessee: state(440, 60),
    arkansas: state(60, 120),
    mississippi: state(210, 430),
    alabama: state(560, 540),
    georgia: state(785, 420),
    florida: state(560, 720),
    louisiana: state(120, 700),
  },
});
