/**
 * Chicago '68's map layout, for front ends that draw the city (the reference web client's SVG map):
 * where each City Area is drawn. Its own subpath, so that the game's bundle does not carry it.
 * @packageDocumentation
 * @module protest-rules/chicago-68/map
 */
export { mapLayout, mapLayoutSchema, mapPointSchema, type MapLayout, type MapPoint } from '../data/layout.js';
