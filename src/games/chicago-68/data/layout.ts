import * as z from 'zod/mini';
import { provenanceSchema } from '../../../core/provenance.js';
import { A } from './area-names.js';

/*
 * Where each City Area is drawn on a map (the reference web client's SVG board, examples/web). The
 * rulebook names the areas and their Paths (2.2) but prints no board, so every position is
 * reconstructed from the few places it does fix: north up, the lake to the east (Lakefront Transit,
 * Grant Park East), the Transit area "immediately below" the Convention Hall (setup 7). Paths are
 * drawn between the areas they join; nothing here changes play.
 */

const n = z.number().check(z.int(), z.minimum(0), z.maximum(10_000));

/** One area's place on the map: the centre of its shape, in map units. */
export const mapPointSchema = z.strictObject({ x: n, y: n, source: provenanceSchema });

/** A map of the city: its size and the centre of each City Area (and the Jail), by area name. */
export const mapLayoutSchema = z.strictObject({ width: n.check(z.minimum(1)), height: n.check(z.minimum(1)), areas: z.record(z.string(), mapPointSchema) });

export type MapPoint = z.infer<typeof mapPointSchema>;
export type MapLayout = z.infer<typeof mapLayoutSchema>;

const at = (x: number, y: number, reconstructed = 'no board in the rulebook: placed to fit the named geography and keep the Paths apart') => ({ x, y, source: { reconstructed } });

/** The reference map's layout (validated at load). */
export const mapLayout: MapLayout = mapLayoutSchema.parse({
  width: 820,
  height: 720,
  areas: {
    [A.oldTown]: at(270, 70),
    [A.lincolnPark]: at(580, 70, 'no board in the rulebook: the park on the lake, north of the Loop'),
    [A.northTransit]: at(420, 160),
    [A.michiganAvenue]: at(400, 270),
    [A.hilton]: at(570, 270),
    [A.loopTransit]: at(240, 380),
    [A.grantParkWest]: at(520, 430),
    [A.grantParkEast]: at(710, 400, 'no board in the rulebook: the park on the lake, east of Grant Park West'),
    [A.conventionHall]: at(120, 510, 'no board in the rulebook: the Convention Hall south-west of the Loop'),
    [A.southTransit]: at(150, 640, 'setup 7 puts it immediately below the Convention Hall; the distance is not printed'),
    [A.washingtonPark]: at(420, 650),
    [A.lakefrontTransit]: at(690, 580, 'no board in the rulebook: on the lake, between Washington Park and Grant Park East (suggested setup c)'),
    [A.jail]: at(80, 230, 'no board in the rulebook: off the city, where jailed units wait'),
  },
});
