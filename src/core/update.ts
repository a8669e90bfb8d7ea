/**
 * The one way to update a game state: Immutable.js's functional API on plain objects and arrays.
 * Each call copies only the path it changes; every other part is shared with the old state, so
 * states stay plain JSON and consecutive states share structure (DESIGN §1).
 */
export { set, setIn, update, updateIn, merge, mergeDeep, remove, removeIn, getIn } from 'immutable';
