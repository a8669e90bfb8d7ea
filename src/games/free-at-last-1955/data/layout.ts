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

/** A map of the South: its size, the centre of each city and of each state's label, by name. */
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
    'Washington DC': city(1000, 50),
    Richmond: city(990, 150),
    Farmville: city(850, 130),
    Greensboro: city(830, 250),
    Durham: city(965, 260),
    Charlotte: city(880, 350),
    Orangeburg: city(900, 450),
    Charleston: city(1010, 530),
    Nashville: city(560, 110),
    Memphis: city(310, 140),
    'Little Rock': city(110, 200),
    'Pine Bluff': city(150, 310),
    Oxford: city(420, 250),
    Greenwood: city(300, 370),
    Jackson: city(330, 480),
    Birmingham: city(550, 330),
    Selma: city(480, 450),
    Montgomery: city(610, 450),
    Atlanta: city(720, 330),
    Albany: city(730, 560),
    Savannah: city(870, 580),
    Tallahassee: city(680, 650),
    'St. Augustine': city(870, 700),
    'Baton Rouge': city(180, 600),
    'New Orleans': city(340, 670),
  },
  states: {
    Virginia: state(800, 40),
    'North Carolina': state(760, 190),
    'South Carolina': state(1000, 400),
    Tennessee: state(440, 60),
    Arkansas: state(60, 120),
    Mississippi: state(210, 430),
    Alabama: state(560, 540),
    Georgia: state(785, 420),
    Florida: state(560, 720),
    Louisiana: state(120, 700),
  },
});
