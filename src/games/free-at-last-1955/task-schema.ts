import * as z from 'zod/mini';
import { exclude } from '../../core/zod.js';
import { effectSchema, goalSchema, sideSchema, unitSchema } from './data/schema.js';

/*
 * The pending tasks of Free At Last (1955–65), on the core task machine's stack (top last);
 * rules/handlers.ts has one handler per kind. A task asks one side a question, is a chance node,
 * or runs by itself.
 */

const n = z.number().check(z.int());
const city = z.string();
const task = <K extends string, F extends z.core.$ZodShape>(kind: K, fields: F) => z.object({ kind: z.literal(kind), ...fields });
const units = z.object({ B: n, S: n, N: n, P: n, W: n });

/** Every task kind. */
export const taskSchema = z.discriminatedUnion('kind', [
  // 5.0 the year (rules/year.ts)
  task('year', {}),
  task('draw', { seat: sideSchema, left: z.nullable(n) }),
  task('plays', {}),
  task('yearEnd', {}),
  task('discard', { seats: z.array(sideSchema) }),
  task('yearChecks', {}),
  task('nextYear', {}),
  // 6 strategy cards (rules/recruitment.ts, events.ts, city-activation.ts, leader-activation.ts)
  task('place', { seat: sideSchema, unit: exclude(unitSchema, ['K']), left: n, state: z.nullable(z.string()) }),
  task('removeUnits', { seat: sideSchema, unit: exclude(unitSchema, ['K']), left: n }),
  task('klanPlace', { left: n }),
  task('entrenchPick', { left: n }),
  task('event', { seat: sideSchema, card: z.string(), effects: z.array(effectSchema), cursor: n }),
  task('cityAct', { seat: sideSchema, left: n, done: z.array(city), city: z.nullable(city), arrived: z.record(z.string(), units) }),
  task('entrenchRoll', { city }),
  task('activation', { leader: z.string(), stage: z.enum(['move', 'escort', 'attack']), from: city, left: n }),
  // 7 confrontations (rules/confrontation.ts, avoidance.ts, losses.ts, leader-elimination.ts)
  task('confront', { attacker: sideSchema, leader: z.string(), city, goal: z.nullable(goalSchema) }),
  task('confLeader', {}),
  task('confAvoid', {}),
  task('avoidRoll', { bonus: n }),
  task('avoidMove', {}),
  task('confCards', { seats: z.array(sideSchema) }),
  task('mediaRoll', {}),
  task('confRoll', { side: sideSchema }),
  task('klanRoll', { state: z.string() }),
  task('confResolve', {}),
  task('losses', { side: sideSchema, left: n }),
  task('confEnd', {}),
  // 10.0.1 free cities (rules/free-cities.ts)
  task('freeCity', { city }),
  // 8 elections (rules/elections.ts)
  task('commit', { seats: z.array(sideSchema) }),
  task('electionRoll', { i: n }),
  task('electionResolve', {}),
]);

export type Task = z.infer<typeof taskSchema>;
export type Kind = Task['kind'];
/** The task of one kind. */
export type TaskOf<K extends Kind> = Extract<Task, { kind: K }>;
