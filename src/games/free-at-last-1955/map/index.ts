/**
 * Free At Last (1955–65)'s map layout, for front ends that draw the South (the reference web
 * client's SVG map): where each city and state label is drawn. Its own subpath, so that the game's
 * bundle does not carry it.
 * @packageDocumentation
 * @module protest-rules/free-at-last-1955/map
 */
export { mapLayout, mapLayoutSchema, mapPointSchema, type MapLayout, type MapPoint } from '../data/layout.js';
