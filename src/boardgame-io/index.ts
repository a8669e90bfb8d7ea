/**
 * Hosting the games on boardgame.io (an optional peer dependency: install `boardgame.io` to use
 * this entry; nothing here loads it). docs/boardgame-io.md shows a server, a client and a replay.
 * @packageDocumentation
 * @module protest-rules/boardgame-io
 */
export { boardgameIo, matchState, isMatchG, INVALID_MOVE, MOVE, type MatchG, type BoardgameIoOptions, type Rejection } from './game.js';
export { matchRecord } from './log.js';
export { hideInitialState, type MatchStorage } from './initial-state.js';
export { rejection } from './rejection.js';
