import { collectionProblems } from '../../core/collection-check.js';
import { challengeIds, challengePlaces, leaderPlaces, strategyPlaces } from './rules/places.js';
import type { FreeAtLastState, Phase, Project } from './schema.js';
import { isPhase, isResolutionPart, isStage, isWindow, type Stage } from './task-schema.js';
import { phaseUnderWay } from './rules/turn.js';
import { cubeCensus } from './census.js';
import { componentsOf } from './rules/lookup.js';
import { failureTrackStartOf } from './rules/variants/setup.js';

/**
 * The semantic checks of a stored Free at Last state (`restore`): what the schema cannot see.
 * Cubes are conserved (5.0), every Strategy card, Leader and Challenge card is in exactly one place,
 * Projects and tracks refer to the component set, each VP total is its breakdown's sum (21), and
 * every task of a Project resolution stands above its end, which is on the stack while its record is.
 */
export function checkFreeAtLastState(s: FreeAtLastState): string[] {
  const c = componentsOf(s);
  const out: string[] = [];
  for (const o of s.seats) if (!s.orgs[o]) out.push(`seat ${o} has no organization state`);
  // the flow task, with the flow's bookkeeping, is the bottom of the task stack (task-schema.ts), and only there; 21 none once the game is over
  if ((s.tasks.length > 0 && s.tasks[0]!.kind !== 'flow') || s.tasks.slice(1).some((t) => t.kind === 'flow')) out.push('the task stack must hold the flow task at its bottom, and only there');
  // 2.0 the Turn order cursor names a seat in the Action Rounds; elsewhere it may stand just past the last
  const last = phaseUnderWay(s) === 'action-rounds' ? s.seats.length - 1 : s.seats.length;
  if (s.flow.cursor > last) out.push(`the Turn order cursor ${s.flow.cursor} is past the ${s.seats.length} seats`);
  out.push(...frameProblems(s));
  // a resolution's decisions and steps read and write its record (the state's), and its end is under them (task-schema.ts)
  const end = s.tasks.findIndex((t) => t.kind === 'resolution');
  const first = s.tasks.findIndex((t) => isResolutionPart(t) && t.kind !== 'resolution');
  if (first >= 0 && (end < 0 || first < end)) out.push(`the Project resolution's task ${s.tasks[first]!.kind} is not above its end`);
  if ((end >= 0) !== (s.resolution !== null)) out.push(end >= 0 ? 'a Project resolution is running without its record' : 'a Project resolution\'s record with no resolution running');
  if (out.length > 0) return out;
  const cubes = cubeCensus(s);
  for (const k of ['red', 'white', 'blue'] as const) if (cubes[k] !== c.cubes[k]) out.push(`${k} cubes: ${cubes[k]} in the game, the set has ${c.cubes[k]}`);
  out.push(...collectionProblems('Strategy cards', strategyPlaces(s), c.strategy.map((x) => x.id)));
  const strategy = new Set(c.strategy.map((x) => x.id));
  for (const id of playedCards(s.tasks)) if (id !== 'home' && !strategy.has(id)) out.push(`a pending task plays Strategy card ${id}, which is not in the set`);
  const leaders = c.leaders.filter((l) => s.seats.includes(l.organization)).map((l) => l.id);
  out.push(...collectionProblems('Leaders', leaderPlaces(s), leaders));
  // 15.18 the Staffers a resolution offers or commits are Staff Leaders of its owner (6.0)
  const r = s.resolution;
  if (r !== null) {
    const staff = new Set(c.leaders.filter((l) => l.role === 'staff' && l.organization === r.org).map((l) => l.id));
    for (const id of [...r.staffOffer, ...r.staffCubes, ...r.staffLeader]) if (!staff.has(id)) out.push(`${r.org}'s Project resolution names ${id}, not one of its Staff Leaders (15.18)`);
  }
  out.push(...collectionProblems('Challenge cards', challengePlaces(s), challengeIds(s)));
  const d = s.decks;
  const laws = [...d.legislation, ...d.civilRightsAct, ...d.votingRightsAct, ...d.laws.S, ...d.laws.A, ...d.laws.V, ...d.legislationDiscard, ...d.legislationRemoved];
  out.push(...collectionProblems('Legislation cards', laws, c.legislation.map((x) => x.id)));
  const projectCards = new Set(c.projects.map((p) => p.number));
  const named = [...Object.values(s.projects).map((p) => p.card), ...Object.values(s.offered), ...s.decks.projects, ...s.decks.projectDiscard];
  for (const n of new Set(named)) if (!projectCards.has(n)) out.push(`Project card ${n} is not in the set`);
  for (const [o, p] of Object.entries(s.projects)) {
    const type = c.projects.find((x) => x.number === p.card)?.type;
    if (type && !stagesOf[type].includes(p.stage)) out.push(`${o}'s ${type} Project is at stage ${p.stage}, which a ${type} Project does not have`);
  }
  const doubled = named.filter((n, i) => named.indexOf(n) !== i);
  if (doubled.length > 0) out.push(`Project cards ${[...new Set(doubled)].slice(0, 3).join(', ')} in two places`);
  // 21 the game ends after the End of Turn phase of Turn 3 (its Projects cleared away): no task is left
  if (s.tasks.length === 0 && (s.turn !== 3 || Object.keys(s.projects).length > 0)) out.push(`the game is over in Turn ${s.turn} with ${Object.keys(s.projects).length} Projects on the board`);
  for (const k of ['red', 'white', 'blue'] as const) {
    const last = c.xTracks[k].values.length - 1;
    if (s.xTrack[k] < 0 || s.xTrack[k] > last) out.push(`the ${k} X Value cube is at ${s.xTrack[k]}, off its track (0–${last})`);
  }
  out.push(...markerProblems(s));
  const eventLeaders = new Set(c.strategy.flatMap((x) => x.effects.flatMap((e) => (e.kind === 'eventLeader' ? [e.leader] : []))));
  for (const [o, p] of Object.entries(s.projects)) if (p.eventLeader !== null && !eventLeaders.has(p.eventLeader)) out.push(`projects.${o}.eventLeader ${JSON.stringify(p.eventLeader)} is no Event Leader of the set (19.0)`);
  for (const o of s.seats) {
    const org = s.orgs[o]!;
    const b = org.vpBreakdown;
    const sum = b.segCubes + b.redCubes + b.freedomMarkers + b.litigation + b.events + b.stars + b.failures;
    if (org.vp !== sum) out.push(`${o} has ${org.vp} VP, its breakdown adds up to ${sum}`);
  }
  return out;
}

/**
 * The Failure Marker track and the Freedom Markers: the track starts where the game's difficulty
 * (23.5) or solitaire (23.1.1) puts it, and an organization earns at most one Freedom Marker a
 * Turn (2.5: one Project a Turn).
 */
function markerProblems(s: FreeAtLastState): string[] {
  const out: string[] = [];
  const start = failureTrackStartOf(s.ext?.variant ?? 'standard', s.ext?.difficulty ?? null);
  if (s.failureTrackStart !== start) out.push(`failureTrackStart ${s.failureTrackStart}: this game's Failure Marker track starts at ${start} (23.5)`);
  for (const o of s.seats) {
    const m = s.orgs[o]!.freedomMarkers;
    if (m.S + m.A + m.V > s.turn) out.push(`orgs.${o}.freedomMarkers: ${m.S + m.A + m.V} Freedom Markers by Turn ${s.turn}, one Project a Turn (2.5)`);
  }
  return out;
}

/** The phase each stage belongs to (task-schema.ts `stageSchemas`). */
const stagePhase: Readonly<Record<Stage['kind'], Phase>> = {
  dealProjects: 'deal-projects',
  hireSeats: 'hire-staff',
  selectSeats: 'select-projects',
  selectAfterRedraw: 'select-projects',
  discardUnselected: 'select-projects',
  challengeDecisions: 'challenges',
  challengeBoard: 'challenges',
  lawEvents: 'legislation',
  actionRounds: 'action-rounds',
  roundPreempt: 'action-rounds',
  roundWindow: 'action-rounds',
  roundBegin: 'action-rounds',
  roundPlay: 'action-rounds',
  roundReinforce: 'action-rounds',
  roundPreDice: 'action-rounds',
  roundAct: 'action-rounds',
  roundClose: 'action-rounds',
  heldMandatory: 'end-of-turn',
  discardSeats: 'end-of-turn',
  supremeCourt: 'end-of-turn',
  challengesEnd: 'end-of-turn',
};

/**
 * The flow's frame: the phases still to come right above the flow task, the stages of the phase
 * under way above them, the window open (10.x, 9.3.2.1) on top of them, asking seats of the game,
 * each once, someone still to ask.
 */
function frameProblems(s: FreeAtLastState): string[] {
  const out: string[] = [];
  let top = 0; // the frame's top: the last of the run of its tasks from the bottom
  while (top + 1 < s.tasks.length && (isPhase(s.tasks[top + 1]!) || isStage(s.tasks[top + 1]!) || isWindow(s.tasks[top + 1]!))) top++;
  const firstStage = s.tasks.findIndex(isStage);
  const phase = phaseUnderWay(s);
  s.tasks.forEach((t, i) => {
    if (isPhase(t) && (i > top || (firstStage >= 0 && firstStage < i))) out.push(`the ${t.kind} phase at ${i} on the task stack, not under the stages in the flow's frame`);
    if (isStage(t)) {
      if (i > top) out.push(`the ${t.kind} stage at ${i} on the task stack, above the flow's frame`);
      if (stagePhase[t.kind] !== phase) out.push(`the ${t.kind} stage in the ${phase} phase`);
      if ('cursor' in t && t.cursor > s.seats.length) out.push(`the ${t.kind} stage's cursor ${t.cursor} is past the ${s.seats.length} seats`);
    }
    if (!isWindow(t)) return;
    if (i !== top) out.push(`a ${t.kind} window at ${i} on the task stack, not on top of the flow's frame`);
    if (t.seats.length === 0) out.push(`a ${t.kind} window with no seat to ask`);
    if (t.seats.some((o, j) => !s.seats.includes(o) || t.seats.indexOf(o) !== j)) out.push(`a ${t.kind} window asks ${t.seats.join(', ')}: not seats of the game, each once`);
  });
  return out;
}

/** The stages of each type of Project (15.1 A; 17.1 S: no Protest stage; 18.1 V; 19.0 an Event Leader's in A and V Projects). */
const stagesOf: Readonly<Record<'A' | 'S' | 'V', readonly Project['stage'][]>> = {
  A: ['protest', 'bamn-white', 'bamn-blue', 'done'],
  S: ['exam', 'school-year', 'done'],
  V: ['classes', 'courthouse', 'bamn-white', 'bamn-blue', 'done'],
};

/** 14.5 The ids of the cards being played that the pending tasks hold (`{ id, rank, color }`, the Home Card as `home`). */
function playedCards(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(playedCards);
  if (value === null || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const own = typeof o['id'] === 'string' && typeof o['rank'] === 'number' && 'color' in o ? [o['id']] : [];
  return [...own, ...Object.values(o).flatMap(playedCards)];
}
