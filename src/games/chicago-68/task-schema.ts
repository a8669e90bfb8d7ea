import * as z from 'zod/mini';
import { effectSchema, factionSchema, sideSchema } from './data/schema.js';

/*
 * The pending tasks of Chicago '68 (rules/handlers.ts has one handler per kind): the stack of the
 * state, top last. A task either asks one faction a question or runs by itself.
 */

const n = z.number().check(z.int());
const area = z.string();
const owner = factionSchema;
const demoKey = z.enum(['m1', 'm2', 'ag', 'pig']);
const policeKey = z.enum(['p1', 'p2', 'tac']);
const group = z.object({ m1: n, m2: n, ag: n, pig: n });
const task = <K extends string, F extends z.core.$ZodShape>(kind: K, fields: F) => z.object({ kind: z.literal(kind), ...fields });

const perFaction = <T extends z.ZodMiniType>(t: T) => z.object({ mayor: t, police: t, yippies: t, mobe: t });

/** Every task kind. */
export const taskSchema = z.discriminatedUnion('kind', [
  // the sequence of play (rules/sequence.ts), each step a task pushed in the rulebook's order: setup
  // 6–12 and 6.3 (rules/setup.ts `setupSteps`), a round 1.2–1.6, 4.x, 6.3 (rules/round.ts
  // `roundSteps`), the solo and co-op game's own steps (rules/solo/steps.ts)
  task('setupStreetTheater', {}), task('setupPolicies', {}), task('setupPolice', {}), task('setupDemonstrators', {}),
  task('setupIncendiary', {}), task('setupMachine', {}), task('setupDone', {}),
  task('roundBegin', {}), task('machineTactics', {}), task('postBail', {}), task('leadershipPhase', {}), task('rankAndFilePhase', {}),
  task('demonstratorsFlock', {}), task('capitalAccumulation', {}), task('meetThePress', {}), task('delegateVote', {}),
  task('machineEndOfRound', {}), task('cleanUp', {}), task('pigasusMayMove', {}), task('pigasusWithPolice', {}),
  task('daleyDozer', {}), task('roundEndChecks', {}), task('nextRound', {}),
  // setup's and the round's decisions (rules/setup.ts, round.ts), the phases and turns (rules/turns.ts)
  task('drawPolicies', { left: n }),
  task('setupPlace', { i: n }),
  task('setupPark', {}),
  task('setupPost', { areas: z.array(area) }),
  task('bail', {}),
  task('phase', {
    name: z.enum(['leadership', 'rankAndFile', 'vto']),
    order: z.array(factionSchema),
    played: perFaction(n),
    passed: perFaction(z.boolean()),
    last: z.nullable(factionSchema),
    /** 6.1 Variable Turn Order: the Mayor's turn first, the drawn Turn cards, the Police's turn last. */
    stage: z.enum(['first', 'middle', 'done']),
    /** 6.1 the Turn card turned up and not yet played: its faction takes the coming turn (the Mayor's first, the Police's last). */
    turnCard: z.nullable(factionSchema),
  }),
  task('turn', {
    faction: factionSchema,
    /** The card action of the turn was taken. */
    card: z.boolean(),
    /** 2.7.3 Opportunity cards gained this turn: playable on a later turn only. */
    fresh: z.array(z.string()),
    /** 6.3.2 Post arrangements reached by the Post free action since the turn's last other action. */
    posts: z.array(z.string()),
    /** 2.9.4 Tactics cards activated this turn (each at most once per turn, see rulings.md). */
    tactics: z.array(z.string()),
  }),
  task('endOfTurn', {}),
  task('vtoWindow', { seats: z.array(z.string()) }),
  task('pigasusMove', { at: area }),
  task('dozer', { start: z.string(), moves: n, prev: z.string() }),
  task('nominate', {}),
  // chance: a draw from a deck or the Delegate Bag
  task('draw', {
    deck: z.enum(['st', 'mob', 'policy', 'bag', 'vto']),
    purpose: z.enum(['splay', 'mob', 'vote', 'nominate', 'vto']),
    area: z.nullable(area),
  }),
  // the effect interpreter (rules/effects.ts)
  task('effects', { effects: z.array(effectSchema), cursor: n, side: sideSchema, area: z.nullable(area), req: z.array(area), source: z.string() }),
  task('effectAt', { effect: effectSchema, side: sideSchema, options: z.array(area), source: z.string() }),
  task('arrestPick', { area, left: n }),
  task('injurePick', { area, left: n }),
  task('releasePick', { left: n }),
  task('barrierPlace', { left: n }),
  task('barrierRemove', { barrier: z.enum(['barricade', 'barbedWire']), left: n }),
  task('freeCard', { card: z.string() }),
  task('stPlace', { card: z.string() }),
  task('opportunityHand', { card: z.string(), hands: z.array(factionSchema) }),
  task('gasLeave', { area }),
  task('bonus', { side: sideSchema, level: n }),
  task('bonusUnit', { side: sideSchema }),
  task('overflowD', {}),
  task('overflowE', {}),
  task('policyPlace', { card: z.string() }),
  // Action Cards (rules/cards/*.ts), one kind per card and stage
  task('authorizeBarbedWire', { owner }),
  task('deployOfficers', { owner }),
  task('greasePalms', { owner }),
  task('mandate', { owner }),
  task('strategyOfConfrontation', { owner }),
  task('workTheMachine', { owner }),
  task('clash', { owner }),
  task('march', { owner }),
  task('marchDest', { owner, at: area, continuing: z.boolean(), visited: z.array(area) }),
  task('marchEscort', { owner, at: area, to: area, visited: z.array(area), group }),
  task('speechify', { owner }),
  task('streetFightingMan', { owner }),
  task('advance', { owner }),
  task('advanceDest', { owner, from: area, unit: policeKey }),
  task('advanceTarget', { owner, from: area, unit: policeKey, to: area }),
  task('deployBarbedWire', { owner }),
  task('massArrest', { owner }),
  task('massArrestTarget', { owner, area, taken: z.array(demoKey) }),
  task('move', { owner, arrived: z.record(z.string(), z.object({ p1: n, p2: n, tac: n })) }),
  task('moveDest', { owner, arrived: z.record(z.string(), z.object({ p1: n, p2: n, tac: n })), from: area, unit: policeKey }),
  task('teargas', { owner, placed: n, chaos: z.boolean(), chaosArea: z.nullable(area) }),
  task('drawDown', { owner }),
  task('drawDownChoice', { owner }),
  task('flamethrowers', { owner }),
  task('rapidDeployment', { owner }),
  task('rapidDeploymentMove', { owner, to: area, moved: n }),
  task('agitate', { owner }),
  task('agitateDraw', { owner, left: n }),
  task('lead', { owner }),
  task('leadDest', { owner, at: area, origin: area, moves: n }),
  task('leadEscort', { owner, at: area, origin: area, moves: n, to: area, group }),
  task('rally', { owner }),
  // solo and co-op: the Machine (rules/solo/*.ts)
  task('machineTurn', { faction: z.enum(['mayor', 'police']), drawn: z.boolean(), tried: z.array(z.string()), extra: z.boolean() }),
  task('machineDraw', { deck: z.enum(['mayor', 'police', 'tactics', 'policy']) }),
  task('machineCard', {
    faction: z.enum(['mayor', 'police']),
    card: z.string(),
    /** The card's stage, and the areas picked so far in it (by Priority, ties broken by chance). */
    stage: n,
    picks: z.array(area),
    /** The area the card acts on, once chosen. */
    area: z.nullable(area),
    /** Police units moved by the card so far. */
    moved: z.object({ p1: n, p2: n, tac: n }),
  }),
  task('oversight', { skipped: z.array(z.string()) }),
  task('activeMove', { to: area }),
]);

export type Task = z.infer<typeof taskSchema>;
export type Kind = Task['kind'];
/** The task of one kind. */
export type TaskOf<K extends Kind> = Extract<Task, { kind: K }>;
export type Group = z.infer<typeof group>;
