export { arena, type ArenaEntry, type ArenaOptions } from './arena.js';
export { arenaReportSchema, arenaBotSchema, arenaDifferenceSchema, type ArenaReport, type ArenaBotLine } from './report.js';
export { seating } from './seating.js';
